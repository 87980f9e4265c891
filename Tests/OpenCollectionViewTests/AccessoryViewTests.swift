// Accessories are views: each accessory a list cell shows is a subview of the cell at the frame the list cell's
// geometry gives it, saying what UIKit draws there. `CellAccessoryView` is an OpenCollectionView addition (UIKit's
// accessory views are private), so the suite is Linux-only.
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    @MainActor
    @Suite("List cells: accessories are subviews")
    struct AccessoryViewTests {
        private static func row(_ accessories: [UICellAccessory]) -> (UICollectionViewListCell, String) -> Void {
            { cell, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = accessories
            }
        }

        private func accessoryView(_ cell: UICollectionViewListCell, _ type: UICellAccessory.AccessoryType) throws
            -> CellAccessoryView
        {
            let view = try #require(cell.accessoryView(type) as? CellAccessoryView)
            #expect(view.superview === cell)
            #expect(view.accessoryType == type)
            return view
        }

        @Test func trailingAccessoriesAreSubviewsAtTheirFrames() throws {
            // Listed in an order UIKit ignores; from the trailing edge inward: chevron, checkmark, detail, label.
            let screen = ListCellScreen(
                width: 390, configure: Self.row([.label(text: "On"), .detail(), .checkmark(), .disclosureIndicator()]))
            let cell = try #require(screen.cell())
            #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
            // Chevron 8 × 13 ending at the margin 390 − 20 = 370: x 362; y (44 − 13) / 2 = 15.5 → 46.5 px → 47 px.
            let chevron = try accessoryView(cell, .disclosureIndicator)
            #expect(chevron.frame == CGRect(x: 362, y: 47.0 / 3, width: 8, height: 13))
            #expect(chevron.symbolName == "chevron.forward")
            #expect(chevron.glyphColor == .tertiaryLabel)
            // Checkmark 14 × 13 ending 8 before the chevron: 362 − 8 = 354, x 340.
            let checkmark = try accessoryView(cell, .checkmark)
            #expect(checkmark.frame == CGRect(x: 340, y: 47.0 / 3, width: 14, height: 13))
            #expect(checkmark.symbolName == "checkmark")
            #expect(checkmark.glyphColor == cell.tintColor)
            // Detail 22 × 22 ending at 340 − 8 = 332: x 310, y (44 − 22) / 2 = 11.
            let detail = try accessoryView(cell, .detail)
            #expect(detail.frame == CGRect(x: 310, y: 11, width: 22, height: 22))
            #expect(detail.symbolName == "info.circle")
            // Label "On" in body 17: O 0.65 × 17 + n 0.5 × 17 = 19.55 → 58.65 px → 59 px wide, 61/3 high, ending at
            // 310 − 8 = 302 = 906/3: x 847/3; y (44 − 61/3) / 2 = 71/6 → 35.5 px → 36 px = 12.
            let label = try accessoryView(cell, .label)
            #expect(label.frame == CGRect(x: 847.0 / 3, y: 12, width: 59.0 / 3, height: 61.0 / 3))
            #expect(label.text == "On")
            #expect(label.symbolName == nil)
            #expect(label.glyphColor == .secondaryLabel)
            // The content view ends where the label's slot starts.
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 847.0 / 3, height: 44))
        }

        @Test func editingControlsAreFilledCirclesRightToLeft() throws {
            let screen = ListCellScreen(width: 820, rightToLeft: true) { cell, item in
                Self.row([.reorder(), .insert(), .delete(), .multiselect()])(cell, item)
                cell.isEditing = true
            }
            let cell = try #require(screen.cell())
            // Left to right: multiselect 20…42, delete 50…72, insert 80…102, reorder 780…800; mirrored in 820:
            // multiselect 778, delete 748, insert 718, reorder 20. 22-point controls at y 11, the grip at 47/3.
            let multiselect = try accessoryView(cell, .multiselect)
            #expect(multiselect.frame == CGRect(x: 778, y: 11, width: 22, height: 22))
            let delete = try accessoryView(cell, .delete)
            #expect(delete.frame == CGRect(x: 748, y: 11, width: 22, height: 22))
            let insert = try accessoryView(cell, .insert)
            #expect(insert.frame == CGRect(x: 718, y: 11, width: 22, height: 22))
            let reorder = try accessoryView(cell, .reorder)
            #expect(reorder.frame == CGRect(x: 20, y: 47.0 / 3, width: 20, height: 13))
            #expect(reorder.symbolName == "line.3.horizontal")
            // Delete and insert are white glyphs on red and green circles (radius 22 / 2 = 11).
            #expect(delete.symbolName == "minus")
            #expect(delete.backgroundColor == .systemRed)
            #expect(delete.layer.cornerRadius == 11)
            #expect(insert.symbolName == "plus")
            #expect(insert.backgroundColor == .systemGreen)
            #expect(delete.glyphColor == .white)
            // An unselected multiselect is an empty circle.
            #expect(multiselect.symbolName == "circle")
            #expect(multiselect.backgroundColor == nil)
        }

        @Test func aMultiselectCircleShowsTheSelection() throws {
            let screen = ListCellScreen(width: 390, configure: Self.row([.multiselect(displayed: .always)]))
            let cell = try #require(screen.cell())
            let circle = try accessoryView(cell, .multiselect)
            #expect(circle.symbolName == "circle")
            screen.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            screen.collectionView.layoutIfNeeded()
            // Selected: a white checkmark on a circle of the tint colour; the same view, at the same frame.
            #expect(cell.accessoryView(.multiselect) === circle)
            #expect(circle.symbolName == "checkmark")
            #expect(circle.backgroundColor == cell.tintColor)
            #expect(circle.frame == CGRect(x: 20, y: 11, width: 22, height: 22))
        }

        @Test func tintAndBackgroundOptionsWin() throws {
            let screen = ListCellScreen(
                width: 390,
                configure: Self.row([
                    .checkmark(options: .init(tintColor: .systemOrange)),
                    .delete(displayed: .always, options: .init(backgroundColor: .systemPurple)),
                ]))
            let cell = try #require(screen.cell())
            #expect(try accessoryView(cell, .checkmark).glyphColor == .systemOrange)
            #expect(try accessoryView(cell, .delete).backgroundColor == .systemPurple)
        }

        @Test func aHiddenAccessoryIsAHiddenViewKeepingItsSlot() throws {
            let screen = ListCellScreen(
                width: 390, configure: Self.row([.disclosureIndicator(options: .init(isHidden: true))]))
            let cell = try #require(screen.cell())
            let chevron = try accessoryView(cell, .disclosureIndicator)
            #expect(chevron.isHidden)
            #expect(chevron.frame == CGRect(x: 362, y: 47.0 / 3, width: 8, height: 13))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 362, height: 44))
        }

        @Test func accessoriesNoLongerShownLeaveTheCell() throws {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let screen = ListCellScreen(
                width: 390,
                configure: Self.row([
                    .checkmark(),
                    .customView(configuration: .init(customView: badge, placement: .trailing(), maintainsFixedSize: true)),
                ]))
            let cell = try #require(screen.cell())
            let checkmark = try accessoryView(cell, .checkmark)
            #expect(badge.superview === cell)
            // The custom view is outermost (position 0): 340…370; the checkmark follows inward: 318…332.
            #expect(badge.frame == CGRect(x: 340, y: 12, width: 30, height: 20))
            #expect(checkmark.frame == CGRect(x: 318, y: 47.0 / 3, width: 14, height: 13))
            cell.accessories = [.checkmark()]
            screen.collectionView.layoutIfNeeded()
            #expect(badge.superview == nil)
            // The checkmark's view stays (same kind), now at the margin: 370 − 14 = 356.
            #expect(cell.accessoryView(.checkmark) === checkmark)
            #expect(checkmark.frame == CGRect(x: 356, y: 47.0 / 3, width: 14, height: 13))
            cell.accessories = []
            screen.collectionView.layoutIfNeeded()
            #expect(checkmark.superview == nil)
            #expect(cell.subviews.contains { $0 is CellAccessoryView } == false)
        }

        @Test func editingAccessoriesComeAndGoWithTheEditingState() throws {
            let screen = ListCellScreen(width: 390, configure: Self.row([.delete(), .disclosureIndicator()]))
            let cell = try #require(screen.cell())
            #expect(cell.accessoryView(.delete) == nil)
            cell.isEditing = true
            screen.collectionView.layoutIfNeeded()
            let delete = try accessoryView(cell, .delete)
            #expect(delete.frame == CGRect(x: 20, y: 11, width: 22, height: 22))
            cell.isEditing = false
            screen.collectionView.layoutIfNeeded()
            #expect(delete.superview == nil)
        }

        @Test func anOutlineDisclosurePointsDownWhenExpanded() throws {
            let screen = OutlineScreen()
            let cell = try #require(screen.cell("A"))
            let disclosure = try accessoryView(cell, .outlineDisclosure)
            // Cell style: leading, 17 × 17 at the margin 20; y (44 − 17) / 2 = 13.5 → 40.5 px → 41 px.
            #expect(disclosure.frame == CGRect(x: 20, y: 41.0 / 3, width: 17, height: 17))
            #expect(disclosure.symbolName == "chevron.forward")
            try cell.simulateTap(onAccessory: .outlineDisclosure)
            screen.collectionView.layoutIfNeeded()
            let expanded = try #require(screen.cell("A"))
            #expect(try accessoryView(expanded, .outlineDisclosure).symbolName == "chevron.down")
        }

        @Test func aPopUpMenuShowsItsSelectedTitleAndFollowsTheChoice() throws {
            let day = UIAction(title: "Day") { _ in }
            let week = UIAction(title: "Week") { _ in }
            week.state = .on
            var chosen: [String] = []
            let menu = UIMenu(options: .singleSelection, children: [day, week])
            let screen = ListCellScreen(
                width: 390,
                configure: Self.row([
                    .popUpMenu(menu) { menu in chosen.append(menu.selectedElements.first?.title ?? "") },
                    .disclosureIndicator(),
                ]))
            let cell = try #require(screen.cell())
            // From the trailing edge: the chevron 362…370, then the pop-up menu, nearest the content, ending at 354.
            // "Week" in body 17: W 0.85 + 3 × 0.5 = 2.35 em = 39.95 → 119.85 px → 120 px = 40; + 4 + 11 = 55 wide:
            // x 354 − 55 = 299; one body line (61/3) high at y 12.
            let popUp = try accessoryView(cell, .popUpMenu)
            #expect(popUp.frame == CGRect(x: 299, y: 12, width: 55, height: 61.0 / 3))
            #expect(popUp.text == "Week")
            #expect(popUp.symbolName == "chevron.up.chevron.down")
            try cell.simulateMenuSelection(day)
            #expect(day.state == .on && week.state == .off)
            #expect(chosen == ["Day"])
            // "Day": D 0.65 + 2 × 0.5 = 1.65 em = 28.05 → 84.15 px → 85 px = 85/3; + 15 = 130/3 wide: x 354 − 130/3 =
            // 932/3.
            #expect(popUp.text == "Day")
            #expect(popUp.frame == CGRect(x: 932.0 / 3, y: 12, width: 130.0 / 3, height: 61.0 / 3))
            #expect(cell.contentView.frame.width == 932.0 / 3)
        }

        @Test func choosingOutsideThePopUpMenuIsAnError() throws {
            let menu = UIMenu(children: [UIAction(title: "Day") { _ in }])
            let screen = ListCellScreen(width: 390, configure: Self.row([.popUpMenu(menu)]))
            let cell = try #require(screen.cell())
            let other = UIAction(title: "Other") { _ in }
            #expect(throws: UICellAccessoryTapError.notInMenu("Other")) { try cell.simulateMenuSelection(other) }
            // No selected element: the first action's title shows.
            #expect(try accessoryView(cell, .popUpMenu).text == "Day")
            cell.accessories = []
            #expect(throws: UICellAccessoryTapError.notShown(.popUpMenu)) { try cell.simulateMenuSelection(other) }
        }
    }
#endif
