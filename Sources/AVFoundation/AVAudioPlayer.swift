import SwipeUI

/// AVFoundation's `AVAudioPlayer` in a simulation: a sound that plays nothing and lasts no time.
///
/// `init(contentsOf:)` and `init(data:)` do not read the sound, so they never throw; `duration` is
/// 0 s, so `play()` succeeds (Apple: "true if successfully queued for playback") and the sound is
/// over at once: `isPlaying` is false again and `currentTime` 0, and the delegate's
/// `audioPlayerDidFinishPlaying(_:successfully:)` runs on the simulation's virtual clock, at the
/// display frame of `play()`, after the code that called it. Volume, rate, pan and loops are kept
/// and change nothing.
open class AVAudioPlayer {
    public let url: URL?
    public let data: Data?
    public weak var delegate: (any AVAudioPlayerDelegate)?
    /// Seconds: 0, the length of a sound that plays nothing.
    public var duration: TimeInterval { 0 }
    /// Seconds into the sound: always 0.
    public var currentTime: TimeInterval = 0
    public private(set) var isPlaying = false
    public var volume: Float = 1
    public var pan: Float = 0
    public var rate: Float = 1
    public var enableRate = false
    public var numberOfLoops = 0
    public var isMeteringEnabled = false
    public var numberOfChannels: Int { 0 }

    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
    }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
    }
    public init(data: Data) throws {
        url = nil
        self.data = data
    }
    public init(data: Data, fileTypeHint utiString: String?) throws {
        url = nil
        self.data = data
    }

    /// True: the sound is ready (there is nothing to load).
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays the sound, which ends at once: true, and the delegate hears that it finished.
    @discardableResult
    open func play() -> Bool {
        SwipeUI.DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        }
        return true
    }
    /// As `play()`: the delay changes nothing, the sound being over at once.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }
    open func pause() { isPlaying = false }
    open func stop() {
        isPlaying = false
        currentTime = 0
    }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// AVFoundation's `AVAudioPlayerDelegate`; both methods are optional, as in Objective-C.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
