import ArchCore
import Testing

/// One notion of a name's words, shared by templates, the manifest reader and the manifest
/// editor: `HTTP2Client` is `http2Client` to all of them.
@Suite("Name forms")
struct NameFormsTests {
    @Test(arguments: [
        ("Order", "order", "ORDER", "order", "order"),
        ("OrderItem", "orderItem", "ORDER_ITEM", "order_item", "order-item"),
        ("URLSession", "urlSession", "URL_SESSION", "url_session", "url-session"),
        ("HTTP2Client", "http2Client", "HTTP2_CLIENT", "http2_client", "http2-client"),
        ("Order2", "order2", "ORDER2", "order2", "order2"),
    ])
    func forms(name: String, lower: String, upperSnake: String, snake: String, kebab: String) {
        let forms = NameForms(name)
        #expect(forms.lowerCamel == lower)
        #expect(forms.upperSnake == upperSnake)
        #expect(forms.snake == snake)
        #expect(forms.kebab == kebab)
    }

    @Test func identifierSpellingsAreTheNameItsLowerCamelFormAndItsFirstLetterLowered() {
        #expect(NameForms("HTTP2Client").identifierSpellings == ["HTTP2Client", "http2Client", "hTTP2Client"])
        #expect(NameForms("DIAbstraction").identifierSpellings == ["DIAbstraction", "diAbstraction", "dIAbstraction"])
        #expect(NameForms("ProductDomain").identifierSpellings == ["ProductDomain", "productDomain"])
    }
}
