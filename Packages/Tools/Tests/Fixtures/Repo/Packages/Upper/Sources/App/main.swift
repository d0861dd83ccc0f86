// swift-format-ignore-file
import Feature
import Store
import StoreImplementation

