import Foundation
import Compositor

/// A window as the screen shows it: its layer tree at a given time, placed on the screen, with
/// the status strip over it.
extension UIWindow {
    /// The 20 pt status strip over the content of a window with a root controller: the time
    /// (always 9:41, so renders are reproducible) and a battery, in the colour the controllers
    /// resolve; nil while they hide it.
    func statusStrip() -> RenderNode? {
        guard showsStatusStrip, let decider = rootViewController?.topFullScreenController else { return nil }
        let style = decider.resolvedStatusBar.style
        // `.default` follows the appearance (iOS 13): dark text on light, light text on dark.
        let light = style == .lightContent || (style == .default && traitCollection.userInterfaceStyle == .dark)
        let color: RenderColor = light ? .white : .black
        var time = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        time.text = TextContent("9:41", fontSize: 12, face: .bold, color: color, alignment: .center)
        var battery = RenderNode(frame: CGRect(x: bounds.width - 34, y: 6, width: 22, height: 9))
        battery.borderWidth = 1
        battery.borderColor = color
        battery.cornerRadius = 2
        battery.children = [RenderNode(frame: CGRect(x: 2, y: 2, width: 14, height: 5), backgroundColor: color)]
        var strip = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        strip.children = [time, battery]
        return strip
    }

    /// Where the window's own screen starts: drawn alone (`drawHierarchy`), its screen frame's
    /// corner is the image's.
    var screenOrigin: CGPoint { CGPoint(x: screenFrame.minX, y: screenFrame.minY) }

    /// The window at animation time `time`, in the coordinates of a screen whose top-left corner
    /// is `origin`: the window's frame places it on the screen; its transform turns an interface
    /// that does not follow the device; the status strip lies over it.
    func screenNode(strip: RenderNode?, origin: CGPoint, at time: TimeInterval) -> RenderNode {
        var root = layer.renderNode(at: time)
        root.position = CGPoint(x: root.position.x - Double(origin.x), y: root.position.y - Double(origin.y))
        root.isHidden = false
        if let strip { root.children.append(strip) }
        return root
    }
}
