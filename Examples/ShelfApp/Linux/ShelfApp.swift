// The Linux build of the Shelf app: the iOSSourceCompatibility plugin rewrites the iOS sources
// in this folder (read-only) into copies this target compiles.
// ios-sources: ../ShelfApp
