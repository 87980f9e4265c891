import Foundation

extension LayoutSpec {
    /// The JSON Schema of a spec (draft 2020-12): the one description of which keys a spec may have. The decoder
    /// checks every document against it before decoding, so that an unknown key is an error at its JSON path
    /// (``decode(_:)``); `docs/layout-spec.schema.json` is this text, written by `swift run ocv schema` (a test
    /// fails when the file is stale).
    public static let jsonSchema: String = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://github.com/opencollectionview/layout-spec.schema.json",
  "title": "OpenCollectionView layout spec",
  "description": "A collection-view screen as data (docs/layout-spec.md).",
  "type": "object",
  "required": [
    "sections"
  ],
  "properties": {
    "title": {
      "type": "string"
    },
    "description": {
      "type": "string"
    },
    "configuration": {
      "type": "object",
      "properties": {
        "scrollDirection": {
          "enum": [
            "vertical",
            "horizontal"
          ]
        },
        "interSectionSpacing": {
          "type": "number"
        },
        "boundarySupplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/boundarySupplementary"
          }
        },
        "contentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        }
      },
      "additionalProperties": false
    },
    "decorationKinds": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "sections": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/section"
      }
    },
    "traits": {
      "type": "object",
      "properties": {
        "layoutDirection": {
          "enum": [
            "leftToRight",
            "rightToLeft"
          ]
        },
        "displayScale": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 16
        },
        "contentSizeCategory": {
          "enum": [
            "extraSmall",
            "small",
            "medium",
            "large",
            "extraLarge",
            "extraExtraLarge",
            "extraExtraExtraLarge",
            "accessibilityMedium",
            "accessibilityLarge",
            "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge"
          ]
        }
      },
      "additionalProperties": false
    }
  },
  "additionalProperties": false,
  "$defs": {
    "dimension": {
      "type": "object",
      "minProperties": 1,
      "maxProperties": 1,
      "additionalProperties": false,
      "properties": {
        "fractionalWidth": {
          "type": "number",
          "exclusiveMinimum": 0
        },
        "fractionalHeight": {
          "type": "number",
          "exclusiveMinimum": 0
        },
        "absolute": {
          "type": "number",
          "minimum": 0
        },
        "estimated": {
          "type": "number",
          "exclusiveMinimum": 0
        },
        "uniformAcrossSiblings": {
          "type": "number",
          "exclusiveMinimum": 0
        }
      },
      "description": "Exactly one key: a fraction of the container (> 0), points (>= 0), an estimate (> 0) or an estimate uniform across the group's items (> 0)."
    },
    "size": {
      "type": "object",
      "required": [
        "width",
        "height"
      ],
      "properties": {
        "width": {
          "$ref": "#/$defs/dimension"
        },
        "height": {
          "$ref": "#/$defs/dimension"
        }
      },
      "additionalProperties": false
    },
    "spacing": {
      "type": "object",
      "minProperties": 1,
      "maxProperties": 1,
      "additionalProperties": false,
      "properties": {
        "fixed": {
          "type": "number",
          "minimum": 0
        },
        "flexible": {
          "type": "number",
          "minimum": 0
        }
      }
    },
    "insets": {
      "type": "object",
      "properties": {
        "top": {
          "type": "number"
        },
        "leading": {
          "type": "number"
        },
        "bottom": {
          "type": "number"
        },
        "trailing": {
          "type": "number"
        }
      },
      "additionalProperties": false
    },
    "edgeSpacing": {
      "type": "object",
      "properties": {
        "leading": {
          "$ref": "#/$defs/spacing"
        },
        "top": {
          "$ref": "#/$defs/spacing"
        },
        "trailing": {
          "$ref": "#/$defs/spacing"
        },
        "bottom": {
          "$ref": "#/$defs/spacing"
        }
      },
      "additionalProperties": false
    },
    "point": {
      "type": "object",
      "required": [
        "x",
        "y"
      ],
      "properties": {
        "x": {
          "type": "number"
        },
        "y": {
          "type": "number"
        }
      },
      "additionalProperties": false
    },
    "anchor": {
      "type": "object",
      "required": [
        "edges"
      ],
      "properties": {
        "edges": {
          "type": "array",
          "items": {
            "enum": [
              "top",
              "leading",
              "bottom",
              "trailing"
            ]
          }
        },
        "absoluteOffset": {
          "$ref": "#/$defs/point"
        },
        "fractionalOffset": {
          "$ref": "#/$defs/point"
        }
      },
      "additionalProperties": false
    },
    "supplementary": {
      "type": "object",
      "required": [
        "kind",
        "size",
        "containerAnchor"
      ],
      "properties": {
        "kind": {
          "type": "string"
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "containerAnchor": {
          "$ref": "#/$defs/anchor"
        },
        "itemAnchor": {
          "$ref": "#/$defs/anchor"
        },
        "zIndex": {
          "type": "integer"
        }
      },
      "additionalProperties": false
    },
    "boundarySupplementary": {
      "type": "object",
      "required": [
        "kind",
        "size",
        "alignment"
      ],
      "properties": {
        "kind": {
          "type": "string",
          "description": "header and footer stand for UIKit's section header and footer kinds"
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "alignment": {
          "enum": [
            "none",
            "top",
            "topLeading",
            "leading",
            "bottomLeading",
            "bottom",
            "bottomTrailing",
            "trailing",
            "topTrailing"
          ]
        },
        "offset": {
          "$ref": "#/$defs/point"
        },
        "extendsBoundary": {
          "type": "boolean"
        },
        "pinToVisibleBounds": {
          "type": "boolean"
        },
        "zIndex": {
          "type": "integer"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        }
      },
      "additionalProperties": false
    },
    "decoration": {
      "type": "object",
      "required": [
        "kind"
      ],
      "properties": {
        "kind": {
          "type": "string"
        },
        "zIndex": {
          "type": "integer"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "color": {
          "$ref": "#/$defs/color"
        },
        "cornerRadius": {
          "type": "number",
          "minimum": 0
        }
      },
      "additionalProperties": false
    },
    "color": {
      "type": "string",
      "pattern": "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    },
    "content": {
      "type": "object",
      "properties": {
        "text": {
          "type": "string"
        },
        "symbol": {
          "type": "string"
        },
        "color": {
          "$ref": "#/$defs/color"
        },
        "textColor": {
          "$ref": "#/$defs/color"
        },
        "cornerRadius": {
          "type": "number",
          "minimum": 0
        },
        "accessory": {
          "type": "string"
        }
      },
      "additionalProperties": false
    },
    "frame": {
      "type": "object",
      "required": [
        "x",
        "y",
        "width",
        "height"
      ],
      "properties": {
        "x": {
          "type": "number"
        },
        "y": {
          "type": "number"
        },
        "width": {
          "type": "number",
          "minimum": 0
        },
        "height": {
          "type": "number",
          "minimum": 0
        },
        "zIndex": {
          "type": "integer"
        }
      },
      "additionalProperties": false
    },
    "item": {
      "type": "object",
      "required": [
        "size"
      ],
      "not": {
        "required": [
          "axis"
        ]
      },
      "properties": {
        "size": {
          "$ref": "#/$defs/size"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "edgeSpacing": {
          "$ref": "#/$defs/edgeSpacing"
        },
        "supplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/supplementary"
          }
        }
      },
      "additionalProperties": false
    },
    "group": {
      "type": "object",
      "required": [
        "axis",
        "size"
      ],
      "properties": {
        "axis": {
          "enum": [
            "horizontal",
            "vertical",
            "custom"
          ]
        },
        "size": {
          "$ref": "#/$defs/size"
        },
        "subitems": {
          "type": "array",
          "minItems": 1,
          "items": {
            "oneOf": [
              {
                "$ref": "#/$defs/item"
              },
              {
                "$ref": "#/$defs/group"
              }
            ]
          }
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10000
        },
        "repeatingCount": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10000
        },
        "interItemSpacing": {
          "$ref": "#/$defs/spacing"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "edgeSpacing": {
          "$ref": "#/$defs/edgeSpacing"
        },
        "supplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/supplementary"
          }
        },
        "frames": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "#/$defs/frame"
          }
        }
      },
      "additionalProperties": false,
      "if": {
        "properties": {
          "axis": {
            "const": "custom"
          }
        }
      },
      "then": {
        "required": [
          "frames"
        ]
      },
      "else": {
        "required": [
          "subitems"
        ]
      }
    },
    "section": {
      "type": "object",
      "required": [
        "items",
        "group"
      ],
      "properties": {
        "items": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000
        },
        "group": {
          "$ref": "#/$defs/group"
        },
        "contentInsets": {
          "$ref": "#/$defs/insets"
        },
        "interGroupSpacing": {
          "type": "number"
        },
        "contentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        },
        "supplementaryContentInsetsReference": {
          "enum": [
            "automatic",
            "none",
            "safeArea",
            "layoutMargins",
            "readableContent"
          ]
        },
        "supplementariesFollowContentInsets": {
          "type": "boolean"
        },
        "headerTopPadding": {
          "type": "number",
          "minimum": 0
        },
        "orthogonalScrollingBehavior": {
          "enum": [
            "none",
            "continuous",
            "continuousGroupLeadingBoundary",
            "paging",
            "groupPaging",
            "groupPagingCentered"
          ]
        },
        "boundarySupplementaryItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/boundarySupplementary"
          }
        },
        "decorationItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/decoration"
          }
        },
        "measuredSizes": {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "item",
              "width",
              "height"
            ],
            "properties": {
              "item": {
                "type": "integer",
                "minimum": 0
              },
              "kind": {
                "type": "string"
              },
              "width": {
                "type": "number",
                "minimum": 0
              },
              "height": {
                "type": "number",
                "minimum": 0
              }
            },
            "additionalProperties": false
          }
        },
        "cells": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/content"
          }
        },
        "supplementaries": {
          "type": "object",
          "additionalProperties": {
            "$ref": "#/$defs/content"
          }
        }
      },
      "additionalProperties": false
    }
  }
}
"""#
}
