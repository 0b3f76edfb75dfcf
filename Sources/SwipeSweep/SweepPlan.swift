import SwipeDeck
import SwipeTuning
import SwipeJSON
import SwipeBase

/// The runs of a sweep: every combination of the `--param NAME=V1;V2;…` values (the first
/// parameter varies slowest), each as the base scene with those parameters set.
public struct SweepPlan {
    /// One swept parameter and the values to try, as typed and as JSON.
    public struct Parameter {
        public var name: String
        public var texts: [String]
        public var values: [JSONValue]
    }

    /// One rendering of the scene.
    public struct Run {
        /// 1-based.
        public var number: Int
        /// (name, value as typed) per swept parameter, in command-line order.
        public var settings: [(name: String, text: String)]
        public var scene: Scene
        /// Whether every setting equals the preset's default.
        public var isDefault: Bool

        /// "swipeAnimation = .snappy(duration: 0.4)" (several joined with "  ·  ").
        public var label: String {
            settings.map { "\($0.name) = \($0.text)" }.joined(separator: "  ·  ") + (isDefault ? "  (default)" : "")
        }
    }

    public static let maximumRuns = 64

    public var parameters: [Parameter]
    public var runs: [Run]

    /// Parses the `--param` arguments against the scene's preset.
    public init(arguments: [String], scene: Scene) throws {
        guard !arguments.isEmpty else {
            throw TuningError.usage("give at least one --param NAME=V1;V2;… (quote it: the shell reads ';' as the end of a command)")
        }
        guard let definition = PresetCatalog.preset(named: scene.preset) else {
            throw TuningError.input("the scene's preset '\(EchoText.clip(scene.preset))' is unknown (swipesim presets lists them)")
        }
        var parameters: [Parameter] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw TuningError.usage("--param '\(EchoText.clip(argument))' needs NAME=V1;V2;…, e.g. --param 'swipeAnimation=.snappy;.bouncy'")
            }
            let name = String(argument[..<equals]).sweepTrimmed()
            guard !name.isEmpty else {
                throw TuningError.usage(
                    "--param '\(EchoText.clip(argument))' has no parameter name before '='. The preset's parameters: \(definition.parameterSummary)")
            }
            let parameter: PresetParameter
            do {
                parameter = try definition.requireParameter(named: name)
            } catch let error as ParameterOverrideError {
                throw TuningError.usage(error.message)
            }
            if parameters.contains(where: { $0.name == name }) {
                throw TuningError.usage("--param \(name) is given twice; list all its values in one --param, separated by ';'")
            }
            let texts = argument[argument.index(after: equals)...]
                .split(separator: ";", omittingEmptySubsequences: false)
                .map { String($0).sweepTrimmed() }
                .filter { !$0.isEmpty }
            guard !texts.isEmpty else {
                throw TuningError.usage(
                    "--param \(name) has no values; give them after '=' separated by ';', e.g. --param '\(name)=\(SweepPlan.example(parameter))' (quote the whole argument)"
                )
            }
            var values: [JSONValue] = []
            for text in texts {
                do {
                    values.append(try definition.parseValue(text, for: parameter))
                } catch let error as ParameterOverrideError {
                    throw TuningError.usage(error.message)
                }
            }
            parameters.append(Parameter(name: name, texts: texts, values: values))
        }
        var total = 1
        for parameter in parameters {
            total = total.multipliedReportingOverflow(by: parameter.values.count).partialValue
            if total > SweepPlan.maximumRuns {
                throw TuningError.usage("the sweep would render more than \(SweepPlan.maximumRuns) runs; give fewer values")
            }
        }
        self.parameters = parameters
        var runs: [Run] = []
        for number in 0..<total {
            var remainder = number
            var chosen: [Int] = Array(repeating: 0, count: parameters.count)
            for p in stride(from: parameters.count - 1, through: 0, by: -1) {
                chosen[p] = remainder % parameters[p].values.count
                remainder /= parameters[p].values.count
            }
            var runScene = scene
            var settings: [(name: String, text: String)] = []
            var isDefault = true
            for (p, parameter) in parameters.enumerated() {
                let value = parameter.values[chosen[p]]
                runScene = try runScene.settingParameter(parameter.name, to: value)
                settings.append((parameter.name, parameter.texts[chosen[p]]))
                if definition.parameter(named: parameter.name)?.defaultValue != value { isDefault = false }
            }
            runs.append(Run(number: number + 1, settings: settings, scene: runScene, isDefault: isDefault))
        }
        self.runs = runs
    }

    public static func example(_ parameter: PresetParameter) -> String {
        switch parameter.defaultValue {
        case .number(let x): return "\(JSONWriter.formatNumber(x));\(JSONWriter.formatNumber(x * 2))"
        case .bool: return "true;false"
        case .string(let text): return "\(text);.bouncy"
        default: return "A;B"
        }
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    fileprivate func sweepTrimmed() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\n" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\n" { text.removeLast() }
        return String(text)
    }
}
