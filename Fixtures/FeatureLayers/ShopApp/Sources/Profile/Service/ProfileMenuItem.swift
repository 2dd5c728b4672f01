import Foundation

/// One entry of the profile menu, as the page shows it. Its title, icon, badge and action
/// all come with the data, so the page needs no knowledge of which entries exist.
struct ProfileMenuItem: Equatable, Sendable {
    let id: String
    let title: String
    let iconName: String
    let badge: String?
    let action: ProfileAction
}

/// What selecting a menu entry does.
enum ProfileAction: Equatable, Sendable {
    case open(PageRoute)
    case signOut
}

/// The profile header.
struct ProfileSummary: Equatable, Sendable {
    let displayName: String
    let subtitle: String
}
