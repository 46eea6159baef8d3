import UIKit

/// What the fixtures' callbacks saw, in order.
@MainActor var fixtureEvents: [String] = []
