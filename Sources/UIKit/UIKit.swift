// UIKit (Linux only): the UIKit names SwiftUI deck files use, so `import UIKit` compiles as it is
// in the app. See docs/apple-modules.md for what is shimmed and what is not.
//
// SwipeUI is re-exported whole (it re-exports Foundation, as UIKit does): `UIColor` lives there,
// and so do the declarations that run deck code on the virtual clock (`DispatchQueue.main`,
// `Task.sleep`), which a helper file that imports only UIKit must see too.
@_exported import SwipeUI
