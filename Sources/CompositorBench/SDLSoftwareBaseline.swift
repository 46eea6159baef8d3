import Foundation
internal import CSDL2

/// SDL's own software renderer (`SDL_CreateSoftwareRenderer` on an ARGB8888 surface) drawing the
/// same draw list: the baseline the compositor is measured against.
final class SDLSoftwareBaseline {
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer

    init(width: Int, height: Int) {
        surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        renderer = SDL_CreateSoftwareRenderer(surface)!
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    func draw(_ list: [DrawRect], clear: (red: UInt8, green: UInt8, blue: UInt8)) {
        SDL_SetRenderDrawColor(renderer, clear.red, clear.green, clear.blue, 255)
        SDL_RenderClear(renderer)
        for r in list {
            SDL_SetRenderDrawColor(renderer, r.red, r.green, r.blue, r.alpha)
            var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_RenderFlush(renderer)  // SDL batches commands; make it draw now
    }
}
