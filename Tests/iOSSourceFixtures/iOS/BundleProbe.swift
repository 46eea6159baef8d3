import Foundation

/// Reads the app's files as iOS code does, through `Bundle.main`.
enum BundleProbe {
    static var greeting: String? { Bundle.main.object(forInfoDictionaryKey: "FixtureGreeting") as? String }
    static var name: String? { Bundle.main.infoDictionary?["CFBundleName"] as? String }
    static var identifier: String? { Bundle.main.bundleIdentifier }
    static var books: [String] {
        guard let url = Bundle.main.url(forResource: "Shelf", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: [String]]
        else { return [] }
        return json["books"] ?? []
    }
    static var missing: String? { Bundle.main.path(forResource: "Nothing", ofType: "txt") }
}
