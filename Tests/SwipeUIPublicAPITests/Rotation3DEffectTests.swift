import Foundation
import SwipeUI
import XCTest

/// `rotation3DEffect` through the public API, as card-flip tutorials write it: pixels at 0°, 45°,
/// 90° and 180° against the projection SwiftUI computes, the angle animating, hit testing through
/// the projected outline, and the same bytes on every run and thread.
final class Rotation3DEffectTests: XCTestCase {
    static let front = Color(red: 0, green: 0, blue: 1)
    static let back = Color(red: 1, green: 0.5, blue: 0)

    /// A 200 × 280 card at `angle` about its vertical axis: the front shows below 90°, then the
    /// back, itself turned 180° so that its text reads the right way round.
    struct FlipCard: View {
        var angle: Double
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 16).fill(Rotation3DEffectTests.front)
                    .overlay(Text("Front").font(.title).foregroundStyle(.white))
                    .opacity(angle < 90 ? 1 : 0)
                RoundedRectangle(cornerRadius: 16).fill(Rotation3DEffectTests.back)
                    .overlay(Text("Back").font(.title).foregroundStyle(.white))
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(angle < 90 ? 0 : 1)
            }
            .frame(width: 200, height: 280)
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
        }
    }

    /// The back as it reads once flipped: the same card, no 3D effect.
    struct BackFace: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 16).fill(Rotation3DEffectTests.back)
                .overlay(Text("Back").font(.title).foregroundStyle(.white))
                .frame(width: 200, height: 280)
        }
    }

    func options(duration: Double = 0.05) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 400)
        options.safeArea = EdgeInsets()
        options.fps = 20
        options.duration = duration
        return options
    }

    func firstFrame<V: View>(_ view: V) throws -> Frame {
        try XCTUnwrap(Simulation(view, options: options()).frames().first)
    }

    /// Coverage of the card at pixel (x, y), 0…1: how far the pixel left white (any channel).
    static func coverage(_ frame: Frame, _ x: Int, _ y: Int) -> Double {
        let i = (y * frame.width + x) * 4
        let rgb = frame.premultipliedRGBA[i..<i + 3].map { 255 - Double($0) }
        return (rgb.max() ?? 0) / 255
    }

    /// SwiftUI's projection of the card at `degrees` about y, perspective 1 (d = max(200, 280)):
    /// a point u points right of the card's centre goes to x = 150 + u·cos θ / w, its height
    /// scaled by 1 / w, where w = 1 + u·sin θ / 280 (the right side moves away for θ > 0).
    static func w(u: Double, degrees: Double) -> Double { 1 + u * sin(degrees * Double.pi / 180) / 280 }
    static func screenX(u: Double, degrees: Double) -> Double { 150 + u * cos(degrees * Double.pi / 180) / w(u: u, degrees: degrees) }
    /// The u that lands on screen column centre `x`.
    static func u(screenX x: Double, degrees: Double) -> Double {
        let (s, c) = (sin(degrees * Double.pi / 180), cos(degrees * Double.pi / 180))
        return (x - 150) / (c - (x - 150) * s / 280)
    }

    func testAt0DegreesTheCardIsDrawnExactlyAsWithoutTheEffect() throws {
        let flat = ZStack {
            RoundedRectangle(cornerRadius: 16).fill(Rotation3DEffectTests.front)
                .overlay(Text("Front").font(.title).foregroundStyle(.white))
        }.frame(width: 200, height: 280)
        XCTAssertEqual(try firstFrame(FlipCard(angle: 0)).premultipliedRGBA, try firstFrame(flat).premultipliedRGBA)
    }

    /// At 45° the near (left) edge is taller than the far one by w(far) / w(near) = 1.6757…:
    /// each column's covered height is 280 / w at the u that column shows, within half a pixel,
    /// and the card spans exactly the projected edges.
    func testAt45DegreesTheEdgesAreWhereTheMatrixPutsThem() throws {
        let frame = try firstFrame(FlipCard(angle: 45))
        func height(column x: Int) -> Double { (0..<frame.height).reduce(0) { $0 + Rotation3DEffectTests.coverage(frame, x, $1) } }
        // Columns at u ≈ ∓80 (clear of the 16-point corners).
        let nearColumn = Int(Rotation3DEffectTests.screenX(u: -80, degrees: 45)), farColumn = Int(Rotation3DEffectTests.screenX(u: 80, degrees: 45))
        var measured: [Double] = []
        for column in [nearColumn, farColumn] {
            let u = Rotation3DEffectTests.u(screenX: Double(column) + 0.5, degrees: 45)
            let expected = 280 / Rotation3DEffectTests.w(u: u, degrees: 45)
            XCTAssertEqual(height(column: column), expected, accuracy: 0.5, "column \(column), u \(u)")
            measured.append(height(column: column))
        }
        XCTAssertGreaterThan(measured[0], measured[1] * 1.5, "the near edge is the taller")
        // Edge to edge along a row above the text: from u = −100 to u = +100 (the turn about y
        // keeps the side edges vertical).
        let left = Rotation3DEffectTests.screenX(u: -100, degrees: 45), right = Rotation3DEffectTests.screenX(u: 100, degrees: 45)
        XCTAssertEqual(left, 55.40, accuracy: 0.01)
        XCTAssertEqual(right, 206.45, accuracy: 0.01)
        let width = (0..<frame.width).reduce(0) { $0 + Rotation3DEffectTests.coverage(frame, $1, 120) }
        XCTAssertEqual(width, right - left, accuracy: 0.5)
        XCTAssertEqual(Rotation3DEffectTests.coverage(frame, Int(left) - 2, 120), 0)
        XCTAssertEqual(Rotation3DEffectTests.coverage(frame, Int(right) + 2, 120), 0)
    }

    /// Edge-on at 90° the card is a line of no area: nothing is drawn (and nothing crashes).
    func testAt90DegreesTheCardIsEdgeOnAndDrawsNothing() throws {
        let frame = try firstFrame(FlipCard(angle: 90))
        XCTAssertTrue(frame.premultipliedRGBA.allSatisfy { $0 == 255 })
    }

    /// At 180° the back, turned twice, reads exactly as the back drawn flat.
    func testAt180DegreesTheBackReadsAsDrawnFlat() throws {
        XCTAssertEqual(try firstFrame(FlipCard(angle: 180)).premultipliedRGBA, try firstFrame(BackFace()).premultipliedRGBA)
    }

    /// A card that turns to 60° when tapped, with an ease-in-out.
    struct TiltingCard: View {
        @State var angle = 0.0
        var body: some View {
            Rectangle().fill(Rotation3DEffectTests.front)
                .frame(width: 200, height: 280)
                .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { angle = 60 } }
        }
    }

    /// The angle animates (the manifest's `rotation3D`, degrees) and every frame's pixels follow
    /// the value it presents: the middle row spans the projected edges u = ±100.
    func testTheAngleAnimatesAndThePixelsFollowIt() throws {
        let frames = try Simulation(TiltingCard(), script: [.tap(at: CGPoint(x: 150, y: 200))], options: options(duration: 0.7)).frames()
        let angles = try frames.map { frame in
            try XCTUnwrap(frame.screenValues.first { $0.name.hasSuffix(".rotation3DEffect") }?.components.first, "frame \(frame.index)")
        }
        XCTAssertEqual(angles.first, 0)
        XCTAssertEqual(try XCTUnwrap(angles.last), 60, accuracy: 1e-9)
        XCTAssertEqual(angles, angles.sorted(), "the angle only grows")
        XCTAssertGreaterThanOrEqual(Set(angles.filter { $0 > 0 && $0 < 60 }).count, 6, "it passes through the angles in between")
        for (frame, degrees) in zip(frames, angles) {
            let span = Rotation3DEffectTests.screenX(u: 100, degrees: degrees) - Rotation3DEffectTests.screenX(u: -100, degrees: degrees)
            let width = (0..<frame.width).reduce(0) { $0 + Rotation3DEffectTests.coverage(frame, $1, 200) }
            XCTAssertEqual(width, span, accuracy: 0.5, "frame \(frame.index) at \(degrees)°")
        }
    }

    final class Taps { var card = 0, background = 0 }

    struct TiltedTarget: View {
        let taps: Taps
        var body: some View {
            ZStack {
                Color.white.onTapGesture { taps.background += 1 }
                Rectangle().fill(Rotation3DEffectTests.front)
                    .frame(width: 200, height: 280)
                    .onTapGesture { taps.card += 1 }
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            }
        }
    }

    /// Touches go through the inverse projection. The layout frame is x 50…250, y 60…340; at 45°
    /// the near edge (x = 55.4) is 374.6 tall, reaching above the frame (y 15…385 at x = 60), and
    /// the far edge stops at x = 206.5, 230 tall (y 85…315 at x = 200).
    func testATapHitsTheProjectedOutlineNotTheLayoutFrame() throws {
        for (point, expected) in [
            (CGPoint(x: 60, y: 30), [1, 0]), (CGPoint(x: 150, y: 200), [1, 0]),
            (CGPoint(x: 230, y: 200), [0, 1]), (CGPoint(x: 200, y: 65), [0, 1]),
            (CGPoint(x: 52, y: 200), [0, 1]),
        ] {
            let taps = Taps()
            _ = try Simulation(TiltedTarget(taps: taps), script: [.tap(at: point), .wait(0.1)], options: options(duration: 0.2)).frames()
            XCTAssertEqual([taps.card, taps.background], expected, "tap at \(point)")
        }
    }

    /// A flip deck with a shadow, a gradient and text: the same bytes on every run, and the
    /// recorded drawings give the same bytes drawn in order or on two threads at once.
    struct ShadowedFlip: View {
        @State var angle = 0.0
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
                    .overlay(Text("Flip me").font(.title).bold().foregroundStyle(.white))
                    .opacity(angle < 90 ? 1 : 0)
                RoundedRectangle(cornerRadius: 20).fill(Color.orange)
                    .overlay(Image(systemName: "heart.fill").font(.largeTitle).foregroundStyle(.white))
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(angle < 90 ? 0 : 1)
            }
            .frame(width: 200, height: 280)
            .shadow(radius: 10, y: 6)
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) { angle = 180 } }
        }
    }

    /// Set `SWIPESIM_FLIP_FRAMES=/some/folder` to write the flip's frames (20 fps) and look at them.
    func testAFlipIsDeterministicAcrossRunsAndThreads() throws {
        let script: [TouchStep] = [.tap(at: CGPoint(x: 150, y: 200))]
        var options = options(duration: 0.8)
        if let directory = ProcessInfo.processInfo.environment["SWIPESIM_FLIP_FRAMES"] {
            _ = try Simulation(ShadowedFlip(), script: script, options: options).writePNGs(to: directory)
        }
        options.fps = 10
        let once = try Simulation(ShadowedFlip(), script: script, options: options).frames().map(\.premultipliedRGBA)
        let again = try Simulation(ShadowedFlip(), script: script, options: options).frames().map(\.premultipliedRGBA)
        XCTAssertEqual(once, again)
        XCTAssertGreaterThan(Set(once).count, 5, "the frames change as the card turns")
        let run = try SimulationRun(Simulation(ShadowedFlip(), script: script, options: options))
        var drawings: [FrameDrawing] = []
        while let frame = try run.next(recording: true) { drawings.append(try XCTUnwrap(frame.drawing)) }
        let inOrder = try drawings.map { try $0.draw().bytes }
        let lock = NSLock()
        var parallel = [[UInt8]](repeating: [], count: drawings.count)
        var failure: Error?
        Dispatch.DispatchQueue.concurrentPerform(iterations: drawings.count) { i in
            do {
                let bytes = try drawings[i].draw().bytes
                lock.lock(); parallel[i] = bytes; lock.unlock()
            } catch {
                lock.lock(); failure = error; lock.unlock()
            }
        }
        if let failure { throw failure }
        XCTAssertEqual(parallel, inOrder)
        XCTAssertEqual(inOrder, once)
    }

    /// Perspective 4 at 60° puts the near third of the card behind the eye (w = 1 − 0.0124·|u| < 0
    /// for u < −80.8): that part is clipped at the near plane, the rest runs off the left edge
    /// of the canvas, and the far edge is where the matrix puts it.
    func testAStrongPerspectiveClipsWhatIsBehindTheEye() throws {
        let card = Rectangle().fill(Rotation3DEffectTests.front).frame(width: 200, height: 280)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 4)
        let frame = try firstFrame(card)
        let (s, c) = (sin(Double.pi / 3), cos(Double.pi / 3))
        let far = 150 + 100 * c / (1 + 100 * s * 4 / 280)
        XCTAssertEqual(Rotation3DEffectTests.coverage(frame, Int(far) - 2, 200), 1)
        XCTAssertEqual(Rotation3DEffectTests.coverage(frame, Int(far) + 2, 200), 0)
        XCTAssertEqual(Rotation3DEffectTests.coverage(frame, 0, 200), 1, "the near part runs off the canvas")
    }

    /// A 3D effect whose matrix is not finite is an error naming the view, not a crash.
    func testANonFiniteAngleIsAnErrorNamingTheView() throws {
        let card = Rectangle().fill(Rotation3DEffectTests.front).frame(width: 200, height: 280)
            .rotation3DEffect(.degrees(.nan), axis: (x: 0, y: 1, z: 0))
        XCTAssertThrowsError(try Simulation(card, options: options()).frames()) { error in
            XCTAssertTrue("\(error)".contains(".rotation3DEffect"), "\(error)")
            XCTAssertTrue("\(error)".contains("finite"), "\(error)")
        }
    }

    /// `.projectionEffect` with an affine transform is an offset; its inverse undoes it.
    func testAnAffineProjectionEffectMovesLikeAnOffset() throws {
        let card = Rectangle().fill(Rotation3DEffectTests.front).frame(width: 100, height: 100)
        let moved = ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 20, m32: -10, m33: 1)
        XCTAssertTrue(moved.isAffine)
        XCTAssertEqual(try firstFrame(card.projectionEffect(moved)).premultipliedRGBA, try firstFrame(card.offset(x: 20, y: -10)).premultipliedRGBA)
        XCTAssertTrue(moved.concatenating(moved.inverted()).isIdentity)
        XCTAssertEqual(CGPoint(x: 5, y: 5).applying(moved), CGPoint(x: 25, y: -5))
    }
}
