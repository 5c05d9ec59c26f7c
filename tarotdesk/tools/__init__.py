"""Developer tools that ship with tarotdesk: the card-art generator and contact sheets."""
