import UIKit

extension Pages {
    /// One page of the book: its number big on a colour, a swatch of the colour and a caption,
    /// as a printed page would have a plate and a folio.
    final class BookPage: UIViewController {
        let number: Int

        init(number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
            title = "Page \(number + 1)"
        }

        required init?(coder: NSCoder) { nil }

        var colour: UIColor { DemoStyle.palette[number % DemoStyle.palette.count] }

        private let numberLabel = UILabel()
        private let plate = UIImageView()
        private let folio = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let band = UIView()
            band.backgroundColor = colour
            band.layer.cornerRadius = 16
            band.tag = 1
            view.addSubview(band)
            numberLabel.text = "\(number + 1)"
            numberLabel.font = .boldSystemFont(ofSize: 96)
            numberLabel.textColor = .white
            numberLabel.textAlignment = .center
            band.addSubview(numberLabel)
            plate.image = Swatch.image(colour, side: 44)
            view.addSubview(plate)
            folio.text = "Page \(number + 1) of \(Pages.pageCount)"
            folio.font = .systemFont(ofSize: 15)
            folio.textColor = .secondaryLabel
            view.addSubview(folio)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds.inset(by: view.safeAreaInsets)
            let band = view.viewWithTag(1)!
            band.frame = bounds.insetBy(dx: 24, dy: 24).divided(atDistance: 64, from: .maxYEdge).remainder
            numberLabel.frame = band.bounds
            plate.frame = CGRect(x: band.frame.minX, y: band.frame.maxY + 12, width: 44, height: 44)
            folio.frame = CGRect(
                x: plate.frame.maxX + 12, y: plate.frame.minY, width: band.frame.maxX - plate.frame.maxX - 12,
                height: 44)
        }
    }
}
