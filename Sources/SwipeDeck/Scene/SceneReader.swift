import SwipeRaster
import SwipeUI
import SwipeBase
/// Reads a scene from JSON text, checking every field: unknown fields, wrong types, missing
/// fields, out-of-range or non-finite numbers and unknown names are errors that give the file,
/// line:column and JSON path, and say how to fix the mistake.
public enum SceneReader {
    /// Reads the scene file at `path`; image and font paths resolve against its folder and are
    /// read only from inside it or inside one of `assetRoots` (`SceneFilePath`). The scene file
    /// itself is read from inside its folder too (`ConfinedFile`): a `scene.json` that is a
    /// symbolic link leading out of its folder is refused without opening what it points to.
    public static func read(fileAt path: String, assetRoots: [String] = []) throws -> Scene {
        let folder = OutputPath.parent(of: path)
        let bytes: [UInt8]
        do {
            bytes = try ConfinedFile.readBytes(
                atPath: path, maximumBytes: SceneLimits.maximumSceneBytes, what: "scene",
                outsideFix: "give the path of the scene file itself, not of a link that leads out of its folder")
        } catch let error as FileError {
            throw SceneError(file: FileIO.quoted(path), message: error.message)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SceneError(file: FileIO.quoted(path), message: "the scene is not UTF-8 text")
        }
        var scene = try parse(bytes: bytes, file: FileIO.quoted(path), baseDirectory: folder)
        scene.assetRoots = assetRoots
        return scene
    }

    static let topLevelKeys = [
        "preset", "semantics", "canvas", "fps", "touchRate", "displayRate", "reduceMotion",
        "layoutDirection", "dynamicTypeSize", "parameters", "cards", "fonts", "script", "duration", "settleTime", "chrome",
    ]

    /// Parses scene JSON. `file` names the source in errors.
    public static func parse(_ text: String, file: String = "scene.json", baseDirectory: String = ".") throws -> Scene {
        try parse(bytes: Array(text.utf8), file: file, baseDirectory: baseDirectory)
    }

    /// The parser's bounds for scene text (docs/limits.md).
    static let jsonLimits = JSONParser.Limits(
        maximumStringLength: SceneLimits.maximumStringLength,
        maximumKeyLength: SceneLimits.maximumKeyLength)

    /// Parses scene JSON from UTF-8 bytes. `file` names the source in errors.
    public static func parse(bytes: [UInt8], file: String = "scene.json", baseDirectory: String = ".") throws -> Scene {
        guard bytes.count <= SceneLimits.maximumSceneBytes else {
            throw SceneError(file: file, message: "the scene is \(bytes.count) bytes; the limit is \(SceneLimits.maximumSceneBytes) bytes")
        }
        let document: JSONParser.Document
        do {
            document = try JSONParser.parse(bytes: bytes, limits: jsonLimits)
        } catch let error as JSONParser.SyntaxError {
            throw SceneError(file: file, location: error.location, message: "invalid JSON: \(error.message)")
        }
        let root = JSONNode.root(of: document, file: file)
        try root.requireObject(allowedKeys: topLevelKeys)

        let presetNode = try root.required("preset")
        let presetName = try presetNode.string()
        guard let preset = PresetCatalog.preset(named: presetName) else {
            var message = "unknown preset '\(EchoText.clip(presetName))'"
            if let suggestion = Suggestions.closest(to: presetName, among: PresetCatalog.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw presetNode.error(message + " (swipesim presets lists them)")
        }
        let defaults = preset.defaultScene
        let semantics = try root.optional("semantics").map { Scene.Semantics(rawValue: try $0.choice(Scene.Semantics.allCases.map(\.rawValue)))! } ?? .ios17
        let fps = try root.optional("fps")?.int(in: SceneLimits.fpsRange) ?? defaults.fps
        let touchRate =
            try root.optional("touchRate").map { node -> Int in
                let rate = try node.int(in: 1...1000)
                guard rate == 60 || rate == 120 else { throw node.error("touchRate must be 60 or 120 (touch samples per second)") }
                return rate
            } ?? defaults.touchRate
        let displayRate =
            try root.optional("displayRate").map { node -> Int in
                let rate = try node.int(in: 1...1000)
                guard rate == 60 || rate == 120 else { throw node.error("displayRate must be 60 or 120 (display frames per second; 120 is ProMotion)") }
                return rate
            } ?? defaults.displayRate
        let direction = try root.optional("layoutDirection").map { Scene.LayoutDirection(rawValue: try $0.choice(["ltr", "rtl"]))! } ?? .ltr
        let parameters = root.optional("parameters")?.value ?? .object([])
        if let node = root.optional("parameters"), case .object = node.value {
        } else if let node = root.optional("parameters") {
            throw node.error("expected an object of preset parameters, found \(node.value.typeName)")
        }
        let duration = try root.optional("duration")?.double(in: 0...SceneLimits.maximumDuration)
        let settle = try root.optional("settleTime")?.double(in: 0...60) ?? defaults.settleTime
        var scene = Scene(
            preset: presetName, semantics: semantics,
            canvas: try root.optional("canvas").map(readCanvas) ?? defaults.canvas,
            fps: fps, touchRate: touchRate, displayRate: displayRate,
            reduceMotion: try root.optional("reduceMotion")?.bool() ?? false,
            layoutDirection: direction, parameters: parameters,
            cards: try root.optional("cards").map(readCards) ?? defaults.cards,
            fonts: try root.optional("fonts").map(readFonts) ?? Scene.Fonts(),
            script: try root.optional("script").map(readScript) ?? defaults.script,
            duration: duration, settleTime: settle, baseDirectory: baseDirectory, source: Scene.Source(file: file))
        if let node = root.optional("chrome") { scene.chrome = try readChrome(node, automatic: scene.resolvedChrome) }
        if let node = root.optional("dynamicTypeSize") {
            scene.dynamicTypeSize = DynamicTypeSize(name: try node.choice(DynamicTypeSize.allCases.map(\.name)))!
        }
        if scene.cards.isEmpty && preset.requiresCards {
            throw (root.optional("cards") ?? root).error("the \(presetName) preset needs at least one card")
        }
        // The script is checked now, as SwipeUI will play it (a release without a drag, a tap
        // while a finger is down, path sample times that do not increase, an unknown button),
        // with the file and the step's location; its exact length gives the frame count.
        let scriptLength: VirtualTime
        do {
            scriptLength = try scene.checkedScriptLength()
            try DeckSimulation.checkButtons(scene.script, buttons: preset.buttons, presetName: presetName, file: file)
        } catch var error as SceneError {
            error.file = file
            if error.location == nil { error.location = scriptLocation(error.path, in: document) }
            throw error
        }
        let seconds = scene.duration ?? (scriptLength + VirtualTime(seconds: scene.settleTime)).seconds
        if seconds > SceneLimits.maximumDuration {
            throw root.error(
                "the scene lasts \(seconds) s; the limit is \(Int(SceneLimits.maximumDuration)) s — shorten the script or set a smaller 'duration'")
        }
        let frames = scene.frameCount(scriptLength: scriptLength)
        if frames > SceneLimits.maximumFrames {
            throw root.error("the scene has \(frames) frames; the limit is \(SceneLimits.maximumFrames) — lower 'fps' or 'duration'")
        }
        if let excess = SceneLimits.drawingBudgetExcess(frames: frames, canvas: scene.canvas) { throw root.error(excess) }
        scene.parameters = parameters
        for path in ["fonts.family", "fonts.regular", "fonts.bold"] + scene.cards.indices.map({ "cards[\($0)].image" }) {
            if let location = document.location(at: path) { scene.source.fieldLocations[path] = location }
        }
        // The preset checks its own parameters (names, ranges, animation specs) now, so a bad
        // scene fails before any frame is written.
        try preset.validate(scene, root: root)
        return scene
    }

    /// Where a script error's path is in the scene text. SwipeUI names a path step's sample
    /// `script[i].path[k]` whichever way it is written; written as an object, the sample is at
    /// `script[i].path.samples[k]`.
    static func scriptLocation(_ path: String, in document: JSONParser.Document) -> SourceLocation? {
        document.location(at: path)
            ?? document.location(at: path.replacingOccurrences(of: ".path[", with: ".path.samples["))
    }

    static func readCanvas(_ node: JSONNode) throws -> Scene.Canvas {
        try node.requireObject(allowedKeys: ["width", "height", "scale", "background", "safeArea"])
        let limit = Double(SceneLimits.maximumCanvasPixels)
        let width = try node.optional("width")?.double(in: 1...limit) ?? 390
        let height = try node.optional("height")?.double(in: 1...limit) ?? 844
        let scale = try node.optional("scale")?.double(in: 0.25...8) ?? 1
        if (width * scale).rounded() > limit || (height * scale).rounded() > limit {
            throw node.error(
                "the canvas is \(Int((width * scale).rounded()))×\(Int((height * scale).rounded())) pixels; the limit is \(SceneLimits.maximumCanvasPixels) a side — lower 'scale' or the size"
            )
        }
        if (width * scale).rounded() < 1 || (height * scale).rounded() < 1 {
            throw node.error("the canvas must be at least 1×1 pixel")
        }
        var background = Scene.Background.color(.white)
        if let backgroundNode = node.optional("background") {
            if case .object = backgroundNode.value, backgroundNode.value["gradient"] != nil {
                try backgroundNode.requireObject(allowedKeys: ["gradient"])
                let stops = try backgroundNode.required("gradient").array().map { try $0.color() }
                guard stops.count >= 2 else { throw backgroundNode.error("a gradient needs at least two colours") }
                background = .verticalGradient(stops)
            } else {
                background = .color(try backgroundNode.color())
            }
        }
        var insets = Scene.Insets(top: 47, left: 0, bottom: 34, right: 0)
        if let safe = node.optional("safeArea") {
            try safe.requireObject(allowedKeys: ["top", "left", "bottom", "right"])
            insets = Scene.Insets(
                top: try safe.optional("top")?.double(in: 0...height) ?? 0,
                left: try safe.optional("left")?.double(in: 0...width) ?? 0,
                bottom: try safe.optional("bottom")?.double(in: 0...height) ?? 0,
                right: try safe.optional("right")?.double(in: 0...width) ?? 0)
        }
        return Scene.Canvas(width: width, height: height, scale: scale, background: background, safeArea: insets)
    }

    static func readCards(_ node: JSONNode) throws -> [Scene.Card] {
        let elements = try node.array()
        guard elements.count <= SceneLimits.maximumCards else {
            throw node.error("at most \(SceneLimits.maximumCards) cards, found \(elements.count)")
        }
        return try elements.map { card in
            try card.requireObject(allowedKeys: ["title", "subtitle", "colors", "symbol", "image"])
            let colors = try card.optional("colors")?.array().map { try $0.color() } ?? [SceneColor.named("indigo")!]
            if colors.isEmpty { throw card.error("'colors' needs at least one colour") }
            var image: Scene.ImageSource?
            if let imageNode = card.optional("image") {
                let text = try imageNode.string()
                if text.hasPrefix("photo:") {
                    let name = String(text.dropFirst(6))
                    guard ProceduralPhoto.names.contains(name) else {
                        var message =
                            "unknown built-in photo '\(EchoText.clip(name))'; use one of \(ProceduralPhoto.names.map { "photo:" + $0 }.joined(separator: ", "))"
                        if let suggestion = Suggestions.closest(to: name, among: ProceduralPhoto.names) { message += " (did you mean 'photo:\(suggestion)'?)" }
                        throw imageNode.error(message)
                    }
                    image = .builtin(name)
                } else {
                    guard !text.isEmpty else { throw imageNode.error("the image path is empty") }
                    guard !text.unicodeScalars.contains("\u{0}") else { throw imageNode.error("the image path contains a NUL character") }
                    image = .file(text)
                }
            }
            return Scene.Card(
                title: try card.optional("title")?.string() ?? "",
                subtitle: try card.optional("subtitle")?.string() ?? "",
                colors: colors,
                symbol: try card.optional("symbol").map(readSymbol),
                image: image)
        }
    }

    /// `{"statusBar": true, "homeIndicator": false}`; a missing key keeps the canvas's default.
    static func readChrome(_ node: JSONNode, automatic: Scene.Chrome) throws -> Scene.Chrome {
        try node.requireObject(allowedKeys: ["statusBar", "homeIndicator"])
        return Scene.Chrome(
            statusBar: try node.optional("statusBar")?.bool() ?? automatic.statusBar,
            homeIndicator: try node.optional("homeIndicator")?.bool() ?? automatic.homeIndicator)
    }

    /// A symbol name SwipeRaster can draw; an unknown one is an error with a suggestion.
    static func readSymbol(_ node: JSONNode) throws -> String {
        let name = try node.string()
        let known = Icon.allCases.map(\.rawValue)
        guard Icon(rawValue: name) != nil else {
            var message = "unknown symbol '\(EchoText.clip(name))'"
            if let suggestion = Suggestions.closest(to: name, among: known) { message += "; did you mean '\(suggestion)'?" }
            throw node.error(message + "; known symbols: \(known.joined(separator: ", "))")
        }
        return name
    }

    static func readFonts(_ node: JSONNode) throws -> Scene.Fonts {
        try node.requireObject(allowedKeys: ["family", "regular", "bold"])
        let family = try node.optional("family").map { try $0.choice(Scene.Fonts.Family.allCases.map(\.rawValue)) }
        func path(_ key: String) throws -> String? {
            guard let field = node.optional(key) else { return nil }
            let text = try field.string()
            guard !text.isEmpty, !text.unicodeScalars.contains("\u{0}") else {
                throw field.error("a font path must be non-empty and contain no NUL character")
            }
            return text
        }
        return Scene.Fonts(
            family: family.flatMap(Scene.Fonts.Family.init(rawValue:)),
            regular: try path("regular"), bold: try path("bold"))
    }

    static let stepKinds = ["drag", "release", "wait", "fling", "tap", "path"]

    static func readScript(_ node: JSONNode) throws -> [ScriptStep] {
        let steps = try node.array()
        guard steps.count <= SceneLimits.maximumScriptSteps else {
            throw node.error("at most \(SceneLimits.maximumScriptSteps) steps, found \(steps.count)")
        }
        let script = try steps.map(readStep)
        let samples = script.reduce(0) { total, step in
            if case .path(let touches, _) = step { return total + touches.count }
            return total
        }
        guard samples <= SceneLimits.maximumPathSamples else {
            throw node.error("the path steps hold \(samples) touch samples; the limit is \(SceneLimits.maximumPathSamples) in all")
        }
        return script
    }

    static func readStep(_ node: JSONNode) throws -> ScriptStep {
        if case .string(let word) = node.value {
            guard word == "release" else {
                throw node.error("a step is an object such as {\"wait\": 0.5}; only \"release\" may be written alone")
            }
            return .release
        }
        guard case .object(let members) = node.value, members.count == 1 else {
            throw node.error("a step is an object with exactly one of \(stepKinds.joined(separator: ", "))")
        }
        try node.requireObject(allowedKeys: stepKinds)
        let kind = members[0].key
        let body = try node.required(kind)
        switch kind {
        case "release":
            return .release
        case "wait":
            return .wait(try body.double(in: 0...SceneLimits.maximumDuration))
        case "tap":
            return .tap(try body.string())
        case "drag":
            try body.requireObject(allowedKeys: ["to", "duration", "easing", "from"])
            let (x, y) = try body.required("to").pair()
            return .drag(
                translation: Point(x, y),
                duration: try body.optional("duration")?.double(in: 0.001...60) ?? 0.3,
                easing: try body.optional("easing").map { TouchEasing(rawValue: try $0.choice(TouchEasing.allCases.map(\.rawValue)))! } ?? .easeOut,
                from: try body.optional("from").map { try $0.pair() }.map { Point($0.0, $0.1) })
        case "fling":
            try body.requireObject(allowedKeys: ["to", "duration", "velocity", "from"])
            let (x, y) = try body.required("to").pair()
            let (vx, vy) = try body.required("velocity").pair(in: -100_000...100_000)
            return .fling(
                translation: Point(x, y),
                duration: try body.optional("duration")?.double(in: 0.001...60) ?? 0.15,
                velocity: Point(vx, vy),
                from: try body.optional("from").map { try $0.pair() }.map { Point($0.0, $0.1) })
        default:  // "path"
            var samples: [TouchSample] = []
            var release = true
            var list = body
            if case .object = body.value {
                try body.requireObject(allowedKeys: ["samples", "release"])
                list = try body.required("samples")
                release = try body.optional("release")?.bool() ?? true
            }
            let elements = try list.array()
            guard elements.count <= SceneLimits.maximumPathSamples else {
                throw list.error("at most \(SceneLimits.maximumPathSamples) touch samples, found \(elements.count)")
            }
            for element in elements {
                let values = try element.array()
                guard values.count == 3 else { throw element.error("a touch sample is [t, x, y] (seconds, points, points)") }
                samples.append(
                    TouchSample(
                        time: try values[0].double(in: 0...SceneLimits.maximumDuration),
                        location: CGPoint(x: try values[1].double(), y: try values[2].double())))
            }
            return .path(samples, release: release)
        }
    }
}
