import SwiftUI

/// A plain native page for web pages to open through the bridge; it shows when and how
/// often it was reached, which is all a bridge test needs to see.
public struct WebTestNativeProbeView: View {
    @State private var appearances = 0
    @State private var firstShownAt = Date()

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "antenna.radiowaves.left.and.right")
                .font(.system(size: 48))
            Text("Native probe")
                .font(.title2.bold())
            Text("Shown \(appearances) time(s) since \(firstShownAt.formatted(date: .omitted, time: .standard))")
                .foregroundColor(.secondary)
        }
        .padding()
        .onAppear { appearances += 1 }
    }
}
