(define (problem plan_trial_gmem_0010)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Pencil_bar__plus_01_dot_79_bar__plus_00_dot_07_bar__plus_02_dot_37 - object
        DeskLamp_bar__minus_01_dot_25_bar__plus_01_dot_22_bar__minus_03_dot_01 - object
        Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35 - object
        Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68 - object
        Pillow_bar__minus_03_dot_32_bar__plus_00_dot_05_bar__plus_03_dot_33 - object
        Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32 - object
        ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 - receptacle
        Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 - receptacle
        loc_bar__minus_11_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar__minus_8_bar_2_bar_30 - location
        loc_bar_6_bar_13_bar_2_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 ArmChairType)
        (receptacleType ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 ArmChairType)
        (receptacleType Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 BedType)
        (receptacleType Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleType Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleType Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 DeskType)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleType SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 SideTableType)
        (objectType Pencil_bar__plus_01_dot_79_bar__plus_00_dot_07_bar__plus_02_dot_37 PencilType)
        (objectType DeskLamp_bar__minus_01_dot_25_bar__plus_01_dot_22_bar__minus_03_dot_01 DeskLampType)
        (objectType Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35 PotType)
        (objectType Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68 MugType)
        (objectType Pillow_bar__minus_03_dot_32_bar__plus_00_dot_05_bar__plus_03_dot_33 PillowType)
        (objectType Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32 PlateType)
        (canContain ArmChairType PillowType)
        (canContain BedType PillowType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain DeskType MugType)
        (canContain DeskType PencilType)
        (canContain DeskType PlateType)
        (canContain DrawerType PencilType)
        (canContain SideTableType MugType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (pickupable Pencil_bar__plus_01_dot_79_bar__plus_00_dot_07_bar__plus_02_dot_37)
        (toggleable DeskLamp_bar__minus_01_dot_25_bar__plus_01_dot_22_bar__minus_03_dot_01)
        (pickupable Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35)
        (isReceptacleObject Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35)
        (cleanable Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35)
        (coolable Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35)
        (pickupable Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68)
        (isReceptacleObject Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68)
        (cleanable Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68)
        (heatable Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68)
        (coolable Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68)
        (pickupable Pillow_bar__minus_03_dot_32_bar__plus_00_dot_05_bar__plus_03_dot_33)
        (pickupable Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32)
        (isReceptacleObject Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32)
        (cleanable Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32)
        (heatable Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32)
        (coolable Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32)
        (openable Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (openable Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (openable Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Pencil_bar__plus_01_dot_79_bar__plus_00_dot_07_bar__plus_02_dot_37 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (inReceptacle DeskLamp_bar__minus_01_dot_25_bar__plus_01_dot_22_bar__minus_03_dot_01 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (inReceptacle Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (inReceptacle Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68 Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (inReceptacle Pillow_bar__minus_03_dot_32_bar__plus_00_dot_05_bar__plus_03_dot_33 ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38)
        (inReceptacle Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (receptacleAtLocation Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 loc_bar__minus_2_bar_3_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar_4_bar__minus_8_bar_2_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (receptacleAtLocation Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 loc_bar_6_bar_13_bar_2_bar_30)
        (objectAtLocation Pencil_bar__plus_01_dot_79_bar__plus_00_dot_07_bar__plus_02_dot_37 loc_bar_6_bar_13_bar_2_bar_30)
        (objectAtLocation DeskLamp_bar__minus_01_dot_25_bar__plus_01_dot_22_bar__minus_03_dot_01 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_81_bar__plus_00_dot_07_bar__plus_02_dot_35 loc_bar_6_bar_13_bar_2_bar_30)
        (objectAtLocation Mug_bar__minus_02_dot_96_bar__plus_01_dot_55_bar__minus_02_dot_68 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (objectAtLocation Pillow_bar__minus_03_dot_32_bar__plus_00_dot_05_bar__plus_03_dot_33 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_01_dot_84_bar__plus_00_dot_07_bar__plus_02_dot_32 loc_bar_6_bar_13_bar_2_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PencilType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
