// The records that iOS-source-compatibility generated code places in the `uikit_ios_modules`
// linker section (`@used @section`), one per module the plugin rewrote. The static linker
// defines `__start_`/`__stop_` symbols around a section whose name is a C identifier; they are
// weak, so a program with no such module reads an empty range. Swift cannot name those symbols,
// hence this header.
#ifndef GENERATED_RECORDS_H
#define GENERATED_RECORDS_H

extern const char __start_uikit_ios_modules[] __attribute__((weak));
extern const char __stop_uikit_ios_modules[] __attribute__((weak));

static inline const void *uikit_ios_modules_start(void) { return __start_uikit_ios_modules; }
static inline const void *uikit_ios_modules_stop(void) { return __stop_uikit_ios_modules; }

#endif
