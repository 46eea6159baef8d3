import UIKit

/// What the fixtures' callbacks saw, in order.
var fixtureEvents: [String] = []
