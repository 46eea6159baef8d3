/// Command-line options of the demo.
struct DemoOptions {
    var headless = false
    var screenshotPath: String?
    var width = 960
    var height = 640
    var showHelp = false

    static let usage = """
    usage: ContainerDemo [--headless] [--screenshot PATH] [--size WIDTHxHEIGHT]
      (no options)        open a window (needs a display, xvfb-run, or SDL_VIDEODRIVER=offscreen)
      --headless          render without a window
      --screenshot PATH   with --headless: write the scene to PATH as PNG (default out/container-demo.png)
      --size WxH          window or image size in pixels (default 960x640)
    """

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--headless": headless = true
            case "--screenshot":
                guard let path = rest.popFirst() else { throw Invalid(description: "--screenshot needs a path") }
                screenshotPath = path
            case "--size":
                let parts = rest.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
                guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                    throw Invalid(description: "--size needs WIDTHxHEIGHT, e.g. 960x640")
                }
                (width, height) = (parts[0], parts[1])
            case "-h", "--help": showHelp = true
            default: throw Invalid(description: "unknown option \(argument)")
            }
        }
        if screenshotPath != nil && !headless {
            throw Invalid(description: "--screenshot is for headless runs: add --headless")
        }
    }
}
