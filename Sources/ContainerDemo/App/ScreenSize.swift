import ArgumentParser
import Foundation
import UIKit

/// `WIDTHxHEIGHT` on the command line.
struct ScreenSize: ExpressibleByArgument, Equatable {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.split(separator: "x").map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], (1...Self.largestSide).contains(width),
            (1...Self.largestSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// The longest side the demo takes (`--size`, a script's `resize`): `Automation.largestScreenSide`,
    /// so every side stays a whole number of points UIKit can turn into pixels.
    static let largestSide = Int(Automation.largestScreenSide)

    var defaultValueDescription: String { "\(width)x\(height)" }
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
