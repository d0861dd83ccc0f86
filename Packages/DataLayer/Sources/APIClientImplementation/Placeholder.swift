/// Placeholder until the implementation lands.
enum Placeholder {}
