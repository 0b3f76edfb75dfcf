import SwipeUI

/// AVKit's `VideoPlayer` in a simulation: black, with the overlay on top. The player's media
/// never loads (AVFoundation's `AVPlayer` plays nothing), so the video shows what a player shows
/// before its first frame: black; the playback controls are not drawn. It takes all the space it
/// is offered, as the video layer does.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            videoOverlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
