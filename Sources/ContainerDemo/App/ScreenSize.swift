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
        guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
