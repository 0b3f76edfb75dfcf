import SwipeMotion
import SwipeRaster

/// The animator of one attribute: SwipeMotion's `AnimatedProperty` over a scalar or a
/// 2-vector, behind the deck's `AttributeValue`.
struct AttributeAnimator {
    private enum Storage {
        case scalar(AnimatedProperty<Double>)
        case vector(AnimatedProperty<Vector2>)
    }

    private var storage: Storage

    init(_ value: AttributeValue, animatableScale: Double, displayRate: Int) {
        switch value {
        case .scalar(let number):
            storage = .scalar(AnimatedProperty(number, unitScale: animatableScale, displayRate: displayRate))
        case .vector(let point):
            storage = .vector(AnimatedProperty(Vector2(x: point.x, y: point.y), unitScale: animatableScale, displayRate: displayRate))
        }
    }

    mutating func set(_ target: AttributeValue, animation: Animation?, at time: Double) {
        switch storage {
        case .scalar(var property):
            property.set(target.scalar, animation: animation, at: time)
            storage = .scalar(property)
        case .vector(var property):
            property.set(Vector2(x: target.vector.x, y: target.vector.y), animation: animation, at: time)
            storage = .vector(property)
        }
    }

    /// A gesture-driven set: the value jumps and its velocity is sampled.
    mutating func track(_ target: AttributeValue, at time: Double) {
        switch storage {
        case .scalar(var property):
            property.track(target.scalar, at: time)
            storage = .scalar(property)
        case .vector(var property):
            property.track(Vector2(x: target.vector.x, y: target.vector.y), at: time)
            storage = .vector(property)
        }
    }

    mutating func value(at time: Double) -> AttributeValue {
        switch storage {
        case .scalar(var property):
            let value = property.value(at: time)
            storage = .scalar(property)
            return .scalar(value)
        case .vector(var property):
            let value = property.value(at: time)
            storage = .vector(property)
            return .vector(Point(value.x, value.y))
        }
    }

    /// The presented velocity in value units per second.
    mutating func velocity(at time: Double) -> AttributeValue {
        switch storage {
        case .scalar(var property):
            defer { storage = .scalar(property) }
            return .scalar(property.velocity(at: time))
        case .vector(var property):
            defer { storage = .vector(property) }
            let velocity = property.velocity(at: time)
            return .vector(Point(velocity.x, velocity.y))
        }
    }

    mutating func isAnimating(at time: Double) -> Bool {
        switch storage {
        case .scalar(var property):
            defer { storage = .scalar(property) }
            return property.isAnimating(at: time)
        case .vector(var property):
            defer { storage = .vector(property) }
            return property.isAnimating(at: time)
        }
    }

    /// The stored force of the fluid spring running alone on the attribute, if one is (value
    /// units per s²), as of the last evaluation: what a merging spring starts with.
    var fluidSpringForce: AttributeValue? {
        switch storage {
        case .scalar(let property):
            return property.runningFluidSpring.map { .scalar($0.force) }
        case .vector(let property):
            return property.runningFluidSpring.map { .vector(Point($0.force.x, $0.force.y)) }
        }
    }
}
