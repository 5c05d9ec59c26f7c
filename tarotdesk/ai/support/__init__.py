"""Per-family support of the search players (kernels, scales, inference, hand models)."""
