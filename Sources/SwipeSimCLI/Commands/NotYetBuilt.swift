/// The error of a subcommand whose implementation has not landed yet: exit code 2.
struct NotYetBuilt: Error, CustomStringConvertible {
    var command: String
    var issue: Int
    var description: String {
        "'swipesim \(command)' is not built yet (tracked in issue \(issue)); this version cannot run it"
    }
}
