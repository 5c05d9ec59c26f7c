"""What the families' playout kernels share: the bit-mask coding of cards and the check of a
kernel against the rules engine."""
