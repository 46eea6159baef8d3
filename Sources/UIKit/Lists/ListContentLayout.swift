import Foundation

/// Where a list row's image, text and secondary text go, shared by `UIListContentView` and the
/// legacy `UITableViewCell` styles so both measure alike: the image on the leading side
/// (centred in its reserved room), the texts after it, stacked (text above secondary text),
/// side by side (secondary text at the trailing edge, value1) or in a leading column (value2);
/// everything centred vertically inside the margins.
struct ListContentLayout {
    enum Arrangement { case stacked, sideBySide, leadingColumn(CGFloat) }

    var margins: NSDirectionalEdgeInsets
    var arrangement: Arrangement
    var imageSize: CGSize?
    var reservedImageSize = CGSize.zero
    var imageToTextPadding: CGFloat
    var horizontalPadding: CGFloat
    var verticalPadding: CGFloat
    var minimumHeight: CGFloat
    /// The size a text takes when at most `width` wide (nil when the text is absent).
    var measureText: (CGFloat) -> CGSize?
    var measureSecondaryText: (CGFloat) -> CGSize?

    struct Frames {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondaryText: CGRect = .zero
        var height: CGFloat = 0
        /// Where the texts start: a separator with automatic insets lines up with it.
        var textLeading: CGFloat = 0
    }

    /// The frames for `width` (left to right); `height` nil: as tall as the content needs
    /// (`Frames.height`), otherwise centred in that height.
    func frames(width: CGFloat, height: CGFloat?) -> Frames {
        var frames = Frames()
        var x = margins.leading
        var imageArea = CGSize.zero
        if let imageSize {
            imageArea = CGSize(
                width: max(imageSize.width, reservedImageSize.width),
                height: max(imageSize.height, reservedImageSize.height))
            frames.image = CGRect(
                x: x + (imageArea.width - imageSize.width) / 2, y: 0, width: imageSize.width, height: imageSize.height)
            x += imageArea.width + imageToTextPadding
        }
        frames.textLeading = x
        let available = max(0, width - margins.trailing - x)
        var text = CGSize.zero, secondary = CGSize.zero
        let textX = x
        var secondaryX = x, secondaryBelow = false
        switch arrangement {
        case .stacked:
            text = measureText(available) ?? .zero
            secondary = measureSecondaryText(available) ?? .zero
            secondaryBelow = true
        case .sideBySide:
            let textNatural = measureText(.greatestFiniteMagnitude) ?? .zero
            let secondaryNatural = measureSecondaryText(.greatestFiniteMagnitude) ?? .zero
            let gap = textNatural.width > 0 && secondaryNatural.width > 0 ? horizontalPadding : 0
            if textNatural.width + gap + secondaryNatural.width <= available {
                text = measureText(available) ?? .zero
                secondary = secondaryNatural
            } else {
                // Too long for one line each: the secondary text keeps up to half the room.
                let secondaryWidth = min(secondaryNatural.width, (available - gap) / 2)
                text = measureText(max(0, available - gap - secondaryWidth)) ?? .zero
                secondary = measureSecondaryText(secondaryWidth) ?? .zero
                secondary.width = secondaryWidth
            }
            secondaryX = x + available - secondary.width
        case .leadingColumn(let column):
            // value2: the text fills a fixed leading column (right-aligned); the secondary text follows.
            let columnWidth = min(column, available)
            text = measureText(columnWidth) ?? .zero
            text.width = columnWidth
            secondaryX = x + columnWidth + horizontalPadding
            secondary = measureSecondaryText(max(0, available - columnWidth - horizontalPadding)) ?? .zero
        }
        text.width = min(text.width, available)
        if case .stacked = arrangement {
            // Stacked labels span the room, as UIKit's do (alignment then works).
            if text.height > 0 { text.width = available }
            if secondary.height > 0 { secondary.width = available }
        }
        let both = text.height > 0 && secondary.height > 0
        let block =
            secondaryBelow
            ? text.height + (both ? verticalPadding : 0) + secondary.height : max(text.height, secondary.height)
        let content = max(block, imageArea.height)
        let total = height ?? max(minimumHeight, (margins.top + content + margins.bottom).rounded(.up))
        frames.height = total
        let innerTop = margins.top, innerHeight = total - margins.top - margins.bottom
        let blockTop = innerTop + ((innerHeight - block) / 2).rounded(.down)
        if secondaryBelow {
            frames.text = CGRect(x: textX, y: blockTop, width: text.width, height: text.height)
            frames.secondaryText = CGRect(
                x: secondaryX, y: blockTop + text.height + (both ? verticalPadding : 0), width: secondary.width,
                height: secondary.height)
        } else {
            frames.text = CGRect(
                x: textX, y: innerTop + ((innerHeight - text.height) / 2).rounded(.down), width: text.width,
                height: text.height)
            frames.secondaryText = CGRect(
                x: secondaryX, y: innerTop + ((innerHeight - secondary.height) / 2).rounded(.down),
                width: secondary.width, height: secondary.height)
        }
        frames.image.origin.y = innerTop + ((innerHeight - frames.image.height) / 2).rounded(.down)
        return frames
    }
}

extension CGRect {
    /// This rect mirrored inside a container `width` wide, for right-to-left layouts.
    func mirrored(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
