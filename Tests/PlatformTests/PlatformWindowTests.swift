import Testing
import Foundation
import Compositor
@testable import Platform
internal import CSDL2

/// SDL's video subsystem is process-wide, so these run one at a time.
@MainActor @Suite(.serialized) struct PlatformWindowTests {
    func scene(width: Int, height: Int) -> RenderNode {
        var card = RenderNode(frame: CGRect(x: 20, y: 20, width: 200, height: 120), backgroundColor: .white)
        card.cornerRadius = 16
        card.borderWidth = 2
        card.borderColor = RenderColor(r8: 0, g8: 122, b8: 255)
        var label = RenderNode(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        label.text = TextContent("Offscreen", fontSize: 20, alignment: .center)
        card.children = [label]
        var group = RenderNode(frame: CGRect(x: 150, y: 100, width: 120, height: 80))
        group.opacity = 0.5
        group.children = [
            RenderNode(
                frame: CGRect(x: 0, y: 0, width: 120, height: 80),
                backgroundColor: RenderColor(red: 1, green: 0.3, blue: 0))
        ]
        return RenderNode(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            backgroundColor: RenderColor(r8: 0xF2, g8: 0xF2, b8: 0xF7), children: [card, group])
    }

    @Test func offscreenWindowShowsExactlyTheHeadlessRender() throws {
        let window = try PlatformWindow(title: "test", width: 320, height: 200, driver: "offscreen")
        let headless = try Renderer(width: 320, height: 200)
        headless.render(scene(width: 320, height: 200))

        window.present(headless.framebuffer)
        let shown = window.shownPixels()

        #expect(window.driver == "offscreen")
        #expect(shown.width == 320 && shown.height == 200)
        #expect(shown.pixels == headless.framebuffer.pixelArray)
    }

    @Test func resizedWindowReportsTheNewSizeAndShowsTheNewFrame() throws {
        let window = try PlatformWindow(title: "resize", width: 320, height: 200, driver: "offscreen")
        _ = window.pollEvents()
        let renderer = try Renderer(width: 240, height: 160)

        window.resize(width: 240, height: 160)
        let events = window.pollEvents()
        renderer.render(scene(width: 240, height: 160))
        window.present(renderer.framebuffer)
        let shown = window.shownPixels()

        #expect(events.contains(.resized(width: 240, height: 160)))
        #expect(window.size == (240, 160))
        #expect(shown.width == 240 && shown.height == 160)
        #expect(shown.pixels == renderer.framebuffer.pixelArray)
    }

    @Test func smallerFramebufferLeavesTheRestBlack() throws {
        let window = try PlatformWindow(title: "crop", width: 100, height: 80, driver: "offscreen")
        let renderer = try Renderer(width: 60, height: 40)
        renderer.render(scene(width: 60, height: 40))

        window.present(renderer.framebuffer)
        let shown = window.shownPixels()

        #expect(shown.pixels[0] == renderer.framebuffer.pixel(x: 0, y: 0))
        #expect(shown.pixels[99] == 0xFF00_0000)
        #expect(shown.pixels[79 * 100] == 0xFF00_0000)
    }

    @Test func windowKeepsItsTitleAndReportsItsSize() throws {
        let window = try PlatformWindow(title: "ContainerDemo", width: 300, height: 180, driver: "offscreen")

        window.title = "Renamed"

        #expect(window.title == "Renamed")
        #expect(window.size == (300, 180))
    }

    @Test func unknownDriverIsAClearError() {
        let error = #expect(throws: PlatformError.self) {
            try PlatformWindow(title: "x", width: 10, height: 10, driver: "no-such-driver")
        }

        #expect(error?.description.contains("no-such-driver") == true)
    }

    @Test func noDisplayMessageSaysWhatToDo() {
        let message = PlatformError.noDisplay(reason: "No available video device").description

        #expect(message.contains("DISPLAY"))
        #expect(message.contains("xvfb-run"))
        #expect(message.contains("--headless"))
    }

    @Test func queuedSDLEventsArriveAsPlatformEvents() throws {
        let window = try PlatformWindow(title: "events", width: 100, height: 100, driver: "offscreen")
        _ = window.pollEvents()  // whatever the window's creation queued
        var click = SDL_Event()
        click.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 12
        click.button.y = 34
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue

        SDL_PushEvent(&click)
        SDL_PushEvent(&quit)
        let events = window.pollEvents()

        #expect(events == [.mouseDown(x: 12, y: 34, button: .left), .quit])
    }
}

@MainActor @Suite struct PlatformEventTranslationTests {
    @Test func mouseMotionCarriesPressedButtons() {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 5
        event.motion.y = 6
        event.motion.state = UInt32(1 << (SDL_BUTTON_LEFT - 1)) | UInt32(1 << (SDL_BUTTON_RIGHT - 1))

        let translated = PlatformWindow.translate(event)

        #expect(translated == .mouseMoved(x: 5, y: 6, buttons: [.left, .right]))
    }

    /// Focus and visibility, which UIKit turns into the app's state: minimised and hidden alike
    /// take the window out of sight, restored and shown bring it back.
    @Test(arguments: [
        (SDL_WINDOWEVENT_FOCUS_GAINED, PlatformEvent.focusGained), (SDL_WINDOWEVENT_FOCUS_LOST, .focusLost),
        (SDL_WINDOWEVENT_MINIMIZED, .minimized), (SDL_WINDOWEVENT_HIDDEN, .minimized),
        (SDL_WINDOWEVENT_RESTORED, .restored), (SDL_WINDOWEVENT_SHOWN, .restored),
    ])
    func windowFocusAndVisibilityBecomePlatformEvents(_ id: SDL_WindowEventID, _ expected: PlatformEvent) {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)

        let translated = PlatformWindow.translate(event)

        #expect(translated == expected)
    }

    @Test func resizeBecomesResized() {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 640
        event.window.data2 = 480

        let translated = PlatformWindow.translate(event)

        #expect(translated == .resized(width: 640, height: 480))
    }

    @Test func keyDownCarriesUsageCharactersNameAndModifiers() {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        event.key.keysym.scancode = SDL_SCANCODE_ESCAPE
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)

        let translated = PlatformWindow.translate(event)

        #expect(
            translated
                == .keyDown(
                    key: .init(usage: 0x29, characters: "\u{1B}", name: "Escape"), modifiers: .shift,
                    isRepeat: false))
    }

    /// The key's position (SDL's scancode) and what it types in the layout (SDL's keycode) are
    /// independent: on an AZERTY keyboard the key at Q's place types "a".
    @Test func keyUpCarriesTheLayoutsCharacterAtTheKeysPosition() {
        var event = SDL_Event()
        event.key.type = SDL_KEYUP.rawValue
        event.key.keysym.sym = SDL_Keycode(UInt8(ascii: "a"))
        event.key.keysym.scancode = SDL_SCANCODE_Q

        let translated = PlatformWindow.translate(event)

        #expect(translated == .keyUp(key: .init(usage: 0x14, characters: "a", name: "A"), modifiers: []))
    }

    /// Keys that type a character report it unshifted; Return, Escape, Backspace and Tab their
    /// control characters; arrows, function keys and Delete nothing.
    @Test(
        arguments: [
            (SDLK_a.rawValue, "a"), (SDLK_1.rawValue, "1"), (SDLK_SPACE.rawValue, " "), (SDLK_SLASH.rawValue, "/"),
            (0xE9, "é"), (SDLK_RETURN.rawValue, "\r"), (SDLK_ESCAPE.rawValue, "\u{1B}"),
            (SDLK_BACKSPACE.rawValue, "\u{8}"), (SDLK_TAB.rawValue, "\t"), (SDLK_LEFT.rawValue, ""),
            (SDLK_F1.rawValue, ""), (SDLK_KP_ENTER.rawValue, ""), (SDLK_DELETE.rawValue, ""),
        ] as [(UInt32, String)])
    func keycodesBecomeTheCharactersTheKeyTypes(keycode: UInt32, characters: String) {
        #expect(PlatformWindow.characters(typedBy: SDL_Keycode(bitPattern: keycode)) == characters)
    }

    /// A notch away from the user scrolls towards the top: the content moves down; a notch to
    /// the right moves it left. Touchpads' fractions of a notch scale alike.
    @Test func wheelBecomesScrolledWithThePointerAndTheContentsMovement() {
        var up = SDL_Event()
        up.wheel.type = SDL_MOUSEWHEEL.rawValue
        up.wheel.mouseX = 30
        up.wheel.mouseY = 40
        up.wheel.y = 1
        up.wheel.preciseY = 1
        var right = SDL_Event()
        right.wheel.type = SDL_MOUSEWHEEL.rawValue
        right.wheel.mouseX = 5
        right.wheel.mouseY = 6
        right.wheel.preciseX = 0.5

        let scrolledUp = PlatformWindow.translate(up)
        let scrolledRight = PlatformWindow.translate(right)

        let step = PlatformWindow.pointsPerWheelStep
        #expect(scrolledUp == .scrolled(x: 30, y: 40, dx: 0, dy: step))
        #expect(scrolledRight == .scrolled(x: 5, y: 6, dx: -step / 2, dy: 0))
    }

    @Test func mouseUpAndUnknownEvents() {
        var up = SDL_Event()
        up.button.type = SDL_MOUSEBUTTONUP.rawValue
        up.button.button = UInt8(SDL_BUTTON_RIGHT)
        var other = SDL_Event()
        other.type = SDL_JOYAXISMOTION.rawValue

        #expect(PlatformWindow.translate(up) == .mouseUp(x: 0, y: 0, button: .right))
        #expect(PlatformWindow.translate(other) == nil)
    }
}
