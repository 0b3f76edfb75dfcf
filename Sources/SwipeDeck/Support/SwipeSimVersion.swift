/// The version of swipesim, recorded in golden fingerprints and printed by `--version`.
public enum SwipeSimVersion {
    public static let current = "0.1.0"
}
