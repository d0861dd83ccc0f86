// swift-format-ignore-file
// import UIKit
/* import AppKit */
/* outer /* nested */
import AppKit
*/
let s = "import SwiftUI"
let multiline = """
  import SwiftUI
  """
let raw = #"""
  import SwiftUI " \(not interpolated)
  """#
let interpolated = "\("import SwiftUI")"
func f(import x: Int) {}
