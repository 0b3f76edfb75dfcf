// The `swipesim` executable: everything lives in SwipeSimCLI so tests can run it in-process
// and a user's own executable can run it with their decks registered.
import SwipeSimCLI

SwipeSimTool.runProcess()
