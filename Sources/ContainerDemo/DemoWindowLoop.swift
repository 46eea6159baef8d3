import Foundation
import Compositor
import UIKit

/// Shows the placeholder scene in a resizable window until it is closed or Escape is pressed.
@MainActor
struct DemoWindowLoop {
    let window: PlatformWindow
    let renderer: Renderer

    init(width: Int, height: Int) throws {
        window = try PlatformWindow(title: "ContainerDemo — walking skeleton", width: width, height: height)
        let size = window.size
        renderer = try Renderer(width: size.width, height: size.height)
    }

    func run() throws {
        var size = window.size
        redraw(size)
        while true {
            var needsPresent = false
            for event in window.waitEvents(timeout: 1.0 / 60) {
                switch event {
                case .quit:
                    return
                case .keyDown(let key, _, _) where key.name == "Escape" || key.name == "Q":
                    return
                case .resized(let width, let height):
                    size = (width, height)
                    try renderer.resize(width: width, height: height)
                    needsPresent = true
                case .exposed:
                    needsPresent = true
                default:
                    break
                }
            }
            if needsPresent { redraw(size) }
        }
    }

    private func redraw(_ size: (width: Int, height: Int)) {
        renderer.render(PlaceholderScene.make(width: size.width, height: size.height))
        window.present(renderer.framebuffer)
    }
}
