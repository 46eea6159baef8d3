// Header-only: see include/GeneratedRecords.h.
