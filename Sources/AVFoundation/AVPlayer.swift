/// AVFoundation's `AVPlayer` in a simulation: a player whose media never loads, so it shows and
/// plays nothing (AVKit's `VideoPlayer` draws it black).
///
/// `play()` and `pause()` set `rate` to 1 and 0 as Apple documents them ("equivalent to setting
/// the value of rate to 1.0" / "0.0"); `timeControlStatus` follows — `.waitingToPlayAtSpecifiedRate`
/// while the rate is not 0, since the item never becomes ready — and `currentTime()` stays zero.
open class AVPlayer {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    /// What a player does when its item ends; kept, unused (an item that never loads never ends).
    public var actionAtItemEnd = ActionAtItemEnd.advance

    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }

    public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    public var status: Status { .unknown }

    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
}

/// AVFoundation's `AVPlayerItem`: the media at a URL, never loaded in a simulation.
open class AVPlayerItem {
    public let url: URL?
    public init(url: URL) { self.url = url }
    public var status: AVPlayer.Status { .unknown }
    public var duration: CMTime { .zero }
}

/// Core Media's `CMTime` (which Apple's AVFoundation re-exports), as players take it: a time of
/// `value` / `timescale` seconds.
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    /// `seconds` rounded to the nearest multiple of 1 / `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public static let zero = CMTime(value: 0, timescale: 1)
    /// The time in seconds (NaN for a zero timescale, as Core Media's invalid time).
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}
