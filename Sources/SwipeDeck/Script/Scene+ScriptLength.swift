import SwipeUI

extension Scene {
    /// Checks the script the way SwipeUI will play it and returns when its last step ends, in
    /// exact ticks: the script expanded by SwipeUI's `TouchTimeline` (the one expansion there
    /// is), its `SwipeUIError`s as `SceneError`s naming this scene's file and the step, e.g.
    /// `script[1]: 'release' without a finger down; add a 'drag' step before it` (the reader
    /// adds the step's line and column). The length does not depend on where a drag without
    /// `from` starts, so no touch point is needed.
    func checkedScriptLength() throws -> VirtualTime {
        do {
            return try TouchTimeline(script.map(\.touchStep), touchRate: touchRate, defaultTouchPoint: .zero).length
        } catch let error as SwipeUIError {
            throw SceneError(file: source.file, path: error.typePath, message: error.message)
        }
    }
}
