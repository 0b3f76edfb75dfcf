/// How a `Simulation` runs and draws.
public struct SimulationOptions {
    /// Canvas size in points.
    public var canvasSize = CGSize(width: 390, height: 844)
    /// Pixels per point, 0.25…8.
    public var scale = 1.0
    /// The container safe area (points); views are laid out inside it unless they
    /// `.ignoresSafeArea()`.
    public var safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    /// What is drawn behind the views.
    public var background = Color.white
    /// Output frames per second, 1…240: frame n shows the latest display frame at or before n / fps.
    public var fps = 60
    /// Display frames per second (60, or 120 for ProMotion): animators, gestures and timers run
    /// on these frames.
    public var displayRate = 60
    /// Touch samples per second (60 or 120).
    public var touchRate = 120
    public var reduceMotion = false
    /// The Dynamic Type size (Settings › Display & Text Size › Larger Text): what
    /// `\.dynamicTypeSize` reads and text styles are sized for; `.large` is iOS's default.
    public var dynamicTypeSize = DynamicTypeSize.large
    public var layoutDirection = LayoutDirection.leftToRight
    /// Seconds to simulate; nil is the script's length plus `settleTime`.
    public var duration: Double?
    public var settleTime = 0.5
    /// Font faces; nil uses `FontSet.standard()` (Inter, nine weights and their italics, as
    /// `swipesim` draws).
    public var fonts: FontSet?
    /// Bitmaps `Image(_:)` finds by name.
    public var images: [String: Bitmap] = [:]
    /// The colours `Color("Name")` finds by name, as an app's asset catalog holds them
    /// (`["AccentColor": Color(red: 0.9, green: 0.3, blue: 0.4)]`; "AccentColor" is also
    /// `Color.accentColor` and the default tint). A name missing here draws
    /// `Color.missingNamePlaceholder` and is reported in `Simulation.warnings`.
    public var namedColors: [String: Color] = [:]
    /// The app's asset catalogs (`.xcassets` folders), searched in order after `images` and
    /// `namedColors`: `Image("card1")`, `Image(.card1)` and `UIImage(named:)` find their image
    /// sets (the file for `scale`, drawn at its own pixels per point), `Color("Brand")` and
    /// `Color(.brand)` their colour sets. nil: none in a `Simulation`; the golden helpers of
    /// SwipeGoldenTesting use the catalogs of the test's package then
    /// (`AssetCatalog.catalogs(inPackageOf:)`), as an app finds every catalog it was built with.
    public var assetCatalogs: [AssetCatalog]?
    /// Folder that relative PNG paths in `Image(_:)` are read from.
    public var imageDirectory: String?
    /// What `AsyncImage` downloads, by URL (`url.absoluteString`): the network of a headless
    /// simulation. A URL not listed here fails to load (the `.failure` phase) and is reported in
    /// `Simulation.warnings`; a `file:` URL not listed is read as a PNG file.
    public var remoteImages: [String: Bitmap] = [:]
    /// The user defaults `@AppStorage` finds when a pass starts, by key (`["score": 10,
    /// "sound": true, "name": "Ann"]`): the app's standard domain, as a device would hold it from
    /// an earlier launch. Empty by default, as on a fresh install. The simulation keeps its user
    /// defaults in memory and never reads or writes the machine's (`AppStorage`).
    public var userDefaults: [String: UserDefaultsValue] = [:]
    /// Seconds from an `AsyncImage` appearing (or its URL changing) to its load finishing,
    /// 0…60 (virtual time: the result shows at the first display frame at or after it).
    public var remoteImageLoadTime = 0.25

    public init() {}

    func validate() throws {
        func fail(_ field: String, _ message: String) -> SwipeUIError { SwipeUIError(typePath: "SimulationOptions.\(field)", message: message) }
        let w = Double(canvasSize.width), h = Double(canvasSize.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw fail("canvasSize", "\(w) × \(h) is invalid: use positive finite points") }
        guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw fail("scale", "\(scale) is out of range: use 0.25…8") }
        guard w * scale <= 8192, h * scale <= 8192 else { throw fail("canvasSize", "\(w * scale) × \(h * scale) px exceeds 8192 px a side; lower the scale") }
        guard (1...240).contains(fps) else { throw fail("fps", "\(fps) is out of range: use 1…240") }
        guard [60, 120].contains(displayRate) else { throw fail("displayRate", "\(displayRate) Hz is not supported: use 60 or 120") }
        guard [60, 120].contains(touchRate) else { throw fail("touchRate", "\(touchRate) Hz is not supported: use 60 or 120") }
        if let duration { guard duration.isFinite, duration >= 0, duration <= 600 else { throw fail("duration", "\(duration) s is invalid: use 0…600") } }
        guard settleTime.isFinite, settleTime >= 0, settleTime <= 600 else { throw fail("settleTime", "\(settleTime) s is invalid: use 0…600") }
        guard remoteImageLoadTime.isFinite, remoteImageLoadTime >= 0, remoteImageLoadTime <= 60 else {
            throw fail("remoteImageLoadTime", "\(remoteImageLoadTime) s is invalid: use 0…60")
        }
        let insets = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map(Double.init)
        // Insets that leave no room give the content an empty safe area, as on a device.
        guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw fail("safeArea", "insets must be finite and ≥ 0")
        }
    }
}
