/// An expression of an enum-style manifest, as the enum evaluator reads it: richer than
/// `ManifestExpression` (closures, switches, operators and interpolations keep their parts),
/// and covering only the small language that `EnumManifestEvaluator` evaluates.
struct EnumExpression {
    indirect enum Form {
        /// A string literal without interpolation, decoded.
        case string(String)
        case interpolation([InterpolationPart])
        /// `true`, `false` or `nil`.
        case literal(String)
        /// A name: a variable, a parameter, `self`, `$0`, a type.
        case name(String)
        /// `.name`
        case implicitMember(String)
        case member(EnumExpression, String)
        case call(EnumExpression, [EnumArgument])
        /// `{ $0.target }` or `{ module in module.target }`; the parameter is nil for `$0`.
        case closure(parameter: String?, body: EnumExpression)
        /// `\.target.name`
        case keyPath([String])
        case array([EnumExpression])
        /// `+`, `==`, `!=`, `&&`, `||`.
        case binary(String, EnumExpression, EnumExpression)
        /// `!x`
        case not(EnumExpression)
        /// `x!`
        case forceUnwrap(EnumExpression)
        /// `switch self { … }`, the one statement of a body.
        case switchSelf([SwitchArm])
    }

    var form: Form
    /// The first token of the expression and the index after its last one.
    var start: Int
    var end: Int
}

enum InterpolationPart {
    case text(String)
    /// `\(module.rawValue)`: a chain of names, the only interpolation the evaluator reads.
    case chain([String])
}

struct EnumArgument {
    var label: String?
    var value: EnumExpression
}

struct SwitchArm {
    /// The case names of `case .a, .b:`; nil for `default:`.
    var patterns: [String]?
    var patternTokens: [Int]
    var body: EnumExpression
    var returns: Bool
    var labelToken: Int
}
