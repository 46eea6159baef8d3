import Testing
import UIKit

/// Apple, `insertArrangedSubview(_:at:)`: "If index is greater than the number of elements in the
/// arrangedSubviews property, this method throws an internalInconsistencyException."
@MainActor @Suite struct StackViewInsertionTests {
    @Test func anIndexPastTheEndIsRefusedAndChangesNothing() {
        let a = UIView(), b = UIView(), stray = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])

        let diagnostics = capturingDiagnostics {
            stack.insertArrangedSubview(stray, at: 3)
            stack.insertArrangedSubview(stray, at: -1)
        }
        let afterRefusals = (stack.arrangedSubviews, stack.subviews)
        stack.insertArrangedSubview(stray, at: 2)

        #expect(diagnostics.map(\.kind) == [.exception, .exception])
        #expect(diagnostics.map(\.name) == ["NSInternalInconsistencyException", "NSInternalInconsistencyException"])
        #expect(diagnostics.first?.message.contains("Index 3 out of bounds") == true)
        #expect(afterRefusals.0 == [a, b] && afterRefusals.1 == [a, b])
        #expect(stack.arrangedSubviews == [a, b, stray] && stack.subviews == [a, b, stray])
    }
}
