import SwipeRaster

/// Writes a scene as the JSON `SceneReader` reads: every field present, in a fixed order, so
/// `swipesim scene --preset NAME` is a complete, editable starting point.
public enum SceneWriter {
    public static func json(_ scene: Scene) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("preset", .string(scene.preset)),
            ("semantics", .string(scene.semantics.rawValue)),
            ("canvas", canvas(scene.canvas)),
            ("fps", .number(Double(scene.fps))),
            ("touchRate", .number(Double(scene.touchRate))),
            ("displayRate", .number(Double(scene.displayRate))),
            ("reduceMotion", .bool(scene.reduceMotion)),
            ("layoutDirection", .string(scene.layoutDirection.rawValue)),
            ("parameters", scene.parameters),
            ("cards", .array(scene.cards.map(card))),
        ]
        // Written when not iOS's default, as `fonts` is, so preset scenes read as before.
        if scene.dynamicTypeSize != .large, let direction = members.firstIndex(where: { $0.key == "layoutDirection" }) {
            members.insert(("dynamicTypeSize", .string(scene.dynamicTypeSize.name)), at: direction + 1)
        }
        if scene.fonts != Scene.Fonts() {
            var fonts: [(key: String, value: JSONValue)] = []
            if let family = scene.fonts.family { fonts.append(("family", .string(family.rawValue))) }
            if let regular = scene.fonts.regular { fonts.append(("regular", .string(regular))) }
            if let bold = scene.fonts.bold { fonts.append(("bold", .string(bold))) }
            members.append(("fonts", .object(fonts)))
        }
        if let chrome = scene.chrome {
            members.append(("chrome", .object([("statusBar", .bool(chrome.statusBar)), ("homeIndicator", .bool(chrome.homeIndicator))])))
        }
        members.append(("script", .array(scene.script.map(step))))
        if let duration = scene.duration { members.append(("duration", .number(duration))) }
        members.append(("settleTime", .number(scene.settleTime)))
        return .object(members)
    }

    static func canvas(_ canvas: Scene.Canvas) -> JSONValue {
        let background: JSONValue
        switch canvas.background {
        case .color(let color): background = color.jsonValue
        case .verticalGradient(let colors): background = .object([("gradient", .array(colors.map(\.jsonValue)))])
        }
        return .object([
            ("width", .number(canvas.width)),
            ("height", .number(canvas.height)),
            ("scale", .number(canvas.scale)),
            ("background", background),
            (
                "safeArea",
                .object([
                    ("top", .number(canvas.safeArea.top)), ("left", .number(canvas.safeArea.left)),
                    ("bottom", .number(canvas.safeArea.bottom)), ("right", .number(canvas.safeArea.right)),
                ])
            ),
        ])
    }

    static func card(_ card: Scene.Card) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("title", .string(card.title)),
            ("subtitle", .string(card.subtitle)),
            ("colors", .array(card.colors.map(\.jsonValue))),
        ]
        if let symbol = card.symbol { members.append(("symbol", .string(symbol))) }
        switch card.image {
        case .builtin(let name): members.append(("image", .string("photo:" + name)))
        case .file(let path): members.append(("image", .string(path)))
        case nil: break
        }
        return .object(members)
    }

    static func pair(_ point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }

    static func step(_ step: ScriptStep) -> JSONValue {
        switch step {
        case let .drag(translation, duration, easing, from):
            var body: [(key: String, value: JSONValue)] = [("to", pair(translation)), ("duration", .number(duration)), ("easing", .string(easing.rawValue))]
            if let from { body.append(("from", pair(from))) }
            return .object([("drag", .object(body))])
        case .release:
            return .string("release")
        case .wait(let seconds):
            return .object([("wait", .number(seconds))])
        case let .fling(translation, duration, velocity, from):
            var body: [(key: String, value: JSONValue)] = [("to", pair(translation)), ("duration", .number(duration)), ("velocity", pair(velocity))]
            if let from { body.append(("from", pair(from))) }
            return .object([("fling", .object(body))])
        case .tap(let button):
            return .object([("tap", .string(button))])
        case let .path(samples, release):
            let list = JSONValue.array(samples.map { .array([.number($0.time), .number($0.location.x), .number($0.location.y)]) })
            return .object([("path", release ? list : .object([("samples", list), ("release", .bool(false))]))])
        }
    }
}
