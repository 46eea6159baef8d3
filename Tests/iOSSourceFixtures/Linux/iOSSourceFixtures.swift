// Fixtures for the iOS-source-compatibility tests: classes and storyboards written as iOS code
// writes them, in ../iOS, rewritten by the plugin.
// ios-sources: ../iOS
