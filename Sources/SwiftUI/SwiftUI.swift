// SwiftUI (Linux only): `import SwiftUI` as a deck file says it, over SwipeUI.
//
// On iOS, `import SwiftUI` alone makes UIKit's, Combine's and Foundation's names visible (decks
// read `UIScreen.main.bounds` with no other import), so this module re-exports SwipeUI (which
// re-exports Foundation and Observation), UIKit and Combine.
@_exported import SwipeUI
@_exported import UIKit
@_exported import Combine
