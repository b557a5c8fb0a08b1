import AutoLayoutEngine

/// A 300 × 200 root under a 20-point status bar with a card in its margins below the safe
/// area, 100 high; in the card a 10-point guide down its leading edge and a label (80 × 20)
/// after it, at the top of the card's readable content guide. One constraint reaches from the
/// label to the root.
func cardScreen() -> (root: LayoutView, card: LayoutView, label: TextView, spacer: LayoutGuide) {
  let root = makeRoot(width: 300, height: 200)
  root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
  let card = makeChild("card", in: root)
  let label = TextView("label", width: 80, height: 20)
  card.addSubview(label)
  let spacer = LayoutGuide()
  spacer.identifier = "spacer"
  card.addLayoutGuide(spacer)
  LayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    card.heightAnchor.constraint(equalToConstant: 100),
    spacer.leadingAnchor.constraint(equalTo: card.leadingAnchor),
    spacer.widthAnchor.constraint(equalToConstant: 10),
    spacer.topAnchor.constraint(equalTo: card.topAnchor),
    spacer.heightAnchor.constraint(equalTo: card.heightAnchor),
    label.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
    label.topAnchor.constraint(equalTo: card.readableContentGuide.topAnchor),
    label.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
  ])
  return (root, card, label, spacer)
}
