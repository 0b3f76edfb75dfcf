import AVKit
import SwiftUI
import XCTest

/// AVFoundation's and AVKit's names as decks use them, in a simulation that plays no media: a
/// sound lasts no time (`duration` 0, so `play()` succeeds and the sound is over at once, its
/// delegate told on the virtual clock), a player's media never loads, and `VideoPlayer` draws
/// black under its overlay.
final class AVMediaTests: XCTestCase {
    func testASoundPlaysNothingAndFinishesAtOnce() throws {
        let effects = SoundEffects()
        let deck = Text("deck").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { effects.playSwipe() }
        }
        _ = try Simulation(deck, options: plainOptions(duration: 0.3)).frames()
        // Played at 0.2 s: queued, not playing, 0 s long; finished in that frame.
        XCTAssertEqual(effects.log.events, ["play true playing=false duration=0.0", "finished true@200"])
    }

    func testAVideoPlayerDrawsBlackUnderItsOverlay() throws {
        let player = AVPlayer(url: URL(string: "https://example.com/card.mp4")!)
        let frame = try Simulation(VideoCard(player: player), options: plainOptions(width: 200, height: 100, duration: 0)).frames()[0]
        XCTAssertEqual(pixel(frame, 5, 5), [0, 0, 0, 255])
        XCTAssertEqual(pixel(frame, 100, 50), [255, 59, 48, 255])
        // `play()` is "equivalent to setting rate to 1.0"; the item never becomes ready.
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.timeControlStatus, .waitingToPlayAtSpecifiedRate)
        player.pause()
        XCTAssertEqual(player.timeControlStatus, .paused)
        XCTAssertEqual(player.currentTime(), .zero)
        let blank = try Simulation(VideoPlayer(player: nil), options: plainOptions(width: 20, height: 20, duration: 0)).frames()[0]
        XCTAssertEqual(pixel(blank, 10, 10), [0, 0, 0, 255])
    }

    func testCMTimeIsValueOverTimescale() {
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        XCTAssertEqual(time.value, 900)
        XCTAssertEqual(time.seconds, 1.5)
        XCTAssertEqual(CMTime.zero.seconds, 0)
    }
}
