//
//  BadgeView.swift
//  ShelfApp
//

import UIKit

class BadgeView: UIView {

    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet {
            layer.cornerRadius = cornerRadius
            layer.masksToBounds = cornerRadius > 0
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .systemYellow
    }

}
