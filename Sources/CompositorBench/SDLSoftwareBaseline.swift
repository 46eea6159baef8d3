import Foundation
import Compositor
internal import CSDL2

/// SDL's own software renderer (`SDL_CreateSoftwareRenderer` on an ARGB8888 surface) drawing the
/// same draw list: the baseline the compositor is measured against.
final class SDLSoftwareBaseline {
    private let surface: UnsafeMutablePointer<SDL_Surface>
    fileprivate let renderer: OpaquePointer

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

extension SDLSoftwareBaseline {
    /// A streaming-free static texture of premultiplied ARGB8888 pixels, copied without blending.
    func makeTexture(_ framebuffer: Framebuffer) -> OpaquePointer {
        let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
            Int32(framebuffer.width), Int32(framebuffer.height))!
        SDL_UpdateTexture(texture, nil, framebuffer.pixels, Int32(framebuffer.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture
    }

    /// How SDL scrolls: the content texture copied onto the whole target from row `y` down.
    func scroll(_ texture: OpaquePointer, toRow y: Int, width: Int, height: Int) {
        var source = SDL_Rect(x: 0, y: Int32(y), w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, texture, &source, nil)
        SDL_RenderFlush(renderer)
    }
}
