import AVFoundation
import AVKit
import SwiftUI

// A card deck with a sound on each swipe and a video card, written as decks write them
// (Deck16's AVAudioPlayer, Deck06's VideoPlayer and AVPlayer; AVMediaTests).

final class SoundEffects: AVAudioPlayerDelegate {
    var player: AVAudioPlayer?
    let log = EventLog()

    func playSwipe() {
        do {
            player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/sounds/swipe.mp3"))
            player?.delegate = self
            let queued = player?.play() ?? false
            log.events.append("play \(queued) playing=\(player?.isPlaying ?? true) duration=\(player?.duration ?? -1)")
        } catch {
            log.events.append("threw")
        }
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        log.events.append("finished \(flag)@\(EventLog.nowMilliseconds())")
    }
}

struct VideoCard: View {
    let player: AVPlayer?
    var body: some View {
        VideoPlayer(player: player) {
            Color.red.frame(width: 20, height: 20)
        }
        .onAppear { player?.play() }
    }
}
