// `swipesim` with the example's deck registered: `vertical-swipesim render --preset vertical-deck`.
import SwipeSimCLI
import VerticalDeckPreset

SwipeSimTool.runProcess(registering: [VerticalDeckPreset.definition])
