import SwipeRaster
@testable import SwipeUI

/// Lays a view out (and presents it at `time`) on a canvas with no safe area, so expected
/// frames can be worked out by hand; finds views by their accessibility identifier.
struct LayoutHarness {
    let graph: ViewGraph

    init<V: View>(_ view: V, width: Double = 390, height: Double = 844, direction: LayoutDirection = .leftToRight) throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        graph = ViewGraph(
            root: { view }, environment: environment, fonts: try FontSet.standard(),
            images: ImageStore(registered: [:], directory: nil, warnings: SimulationWarnings()),
            canvas: Rect(x: 0, y: 0, width: width, height: height), safeArea: Rect(x: 0, y: 0, width: width, height: height),
            displayRate: 60)
        try graph.advance(to: .zero)
        graph.present(at: .zero)
    }

    func advance(to seconds: Double) throws {
        // Every display frame up to `seconds`, as a simulation does.
        var m = 1
        while VirtualTime(frame: m, rate: 60).seconds <= seconds + 1e-12 {
            let t = VirtualTime(frame: m, rate: 60)
            try graph.advance(to: t)
            graph.present(at: t)
            m += 1
        }
    }

    /// The first leaf drawn under `.accessibilityIdentifier(name)`.
    func leaf(_ name: String) -> Node? {
        var found: Node?
        graph.root?.forEachNode { node in
            guard found == nil, !node.isRemoving, node.environment.accessibilityIdentifier == name else { return }
            switch node.kind {
            case .shape, .text, .icon, .image: found = node
            default: break
            }
        }
        return found
    }

    /// Canvas rectangle (points) of the named leaf as presented (effects included, unrotated).
    func frame(_ name: String) -> Rect? {
        guard let node = leaf(name) else { return nil }
        let m = node.presented.transform
        let p = m.apply(Point(x: 0, y: 0)), q = m.apply(Point(x: node.presented.frame.width, y: node.presented.frame.height))
        return Rect(x: p.x, y: p.y, width: q.x - p.x, height: q.y - p.y)
    }
}
