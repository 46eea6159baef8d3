import Foundation

/// What a view draws itself, under its subviews and in its bounds space, said in UIKit's terms:
/// views describe their content and Render/ draws it (ViewContent+RenderNode.swift), so views
/// need no compositor.
enum ViewContent {
    /// One line of text, vertically centred in `frame` and clipped to it.
    case text(String, font: UIFont, color: UIColor, alignment: NSTextAlignment, frame: CGRect)
    /// An image scaled to fill `frame`.
    case image(UIImage, frame: CGRect)
    /// A frozen page (a layer's look) filling `frame`, bent `progress` of the way along the
    /// curl-up path: what a partial curl leaves on screen.
    case curledPage(LayerSnapshot, progress: Double, frame: CGRect)
}
