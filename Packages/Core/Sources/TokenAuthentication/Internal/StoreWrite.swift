/// A credential-store write, applied only while `generation` is current.
enum StoreWrite {
  case save(Credential, generation: UInt64)
  case clear(generation: UInt64)

  var generation: UInt64 {
    switch self {
    case .save(_, let generation), .clear(let generation): generation
    }
  }
}
